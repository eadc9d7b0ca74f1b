// Serves /integrations with a data module of every ingestion source, so only that page loads it.
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadSources} from '../../reference/data';
import {CAPABILITY_LABELS} from '../../reference/sources';
import {buildCatalogue} from './catalogue';

export default function integrationsCatalogue(context: LoadContext): Plugin {
  return {
    name: 'integrations-catalogue',
    async contentLoaded({actions}) {
      const catalogue = buildCatalogue(loadSources(), CAPABILITY_LABELS);
      const catalogueModule = await actions.createData('catalogue.json', JSON.stringify(catalogue));
      actions.addRoute({
        path: `${context.baseUrl}integrations`,
        component: '@site/src/pages/integrations/_components/IntegrationsPage',
        modules: {catalogue: catalogueModule},
        exact: true,
      });
    },
  };
}

// Organisations that have spoken publicly about running DataHub. Keep each summary to what the
// organisation itself has said in talks or posts; add a story only with a public source.
export type AdoptionStory = {organisation: string; industry: string; summary: string};

export const ADOPTION_STORIES: AdoptionStory[] = [
  {
    organisation: 'LinkedIn',
    industry: 'Professional network',
    summary:
      'DataHub began at LinkedIn as its internal metadata search and discovery tool, and LinkedIn open-sourced it in 2020. It still serves as the company-wide catalogue of datasets, pipelines and their owners.',
  },
  {
    organisation: 'Saxo Bank',
    industry: 'Financial services',
    summary:
      'Saxo Bank adopted DataHub as the discovery and governance layer of its data mesh, so that domain teams publish their data with owners and documentation that other teams can find.',
  },
  {
    organisation: 'Optum',
    industry: 'Healthcare',
    summary:
      'Optum has presented at DataHub community town halls on running the platform at enterprise scale, with metadata from many platforms brought into a single searchable catalogue.',
  },
  {
    organisation: 'Expedia Group',
    industry: 'Travel',
    summary:
      'Expedia Group engineers have shared how they use DataHub to catalogue data across business units and to trace where data comes from before it is used.',
  },
  {
    organisation: 'Wolt',
    industry: 'Delivery',
    summary:
      'Wolt described choosing DataHub as its data catalogue so analysts and engineers can find trusted tables and understand them without asking around.',
  },
  {
    organisation: 'DPG Media',
    industry: 'Media',
    summary:
      'DPG Media wrote about rolling out DataHub to make its many data sources discoverable and to record ownership across its brands.',
  },
];

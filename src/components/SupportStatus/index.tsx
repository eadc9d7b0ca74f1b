import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type SupportStatusName = 'certified' | 'incubating' | 'testing';

/** Most to least mature, the order filters list them in. */
export const SUPPORT_STATUSES: readonly SupportStatusName[] = ['certified', 'incubating', 'testing'];

const MEANING: Record<SupportStatusName, string> = {
  certified: 'Certified: used in production by many deployments and maintained by the core team.',
  incubating: 'Incubating: ready for production trials; gathering feedback before certification.',
  testing: 'Testing: available for early feedback; expect changes.',
};

/** The support status of an ingestion source, as a badge with its meaning in the title. */
export default function SupportStatus({status}: {status: SupportStatusName}): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[status])} title={MEANING[status]}>
      {status}
    </span>
  );
}

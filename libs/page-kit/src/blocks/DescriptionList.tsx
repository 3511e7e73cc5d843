import { Fragment, type ReactNode } from 'react';
import * as shared from '../page/styles.css';

/**
 * One line of a description list: its label, its value, and optionally a further class of the value
 * (`memberPageStyles.money`) and its `data-testid`.
 */
export type DescriptionRow = readonly [label: string, value: ReactNode, options?: { className?: string; testId?: string }];

/**
 * A two-column description list (label | value) of the member centre's detail views. A row may be
 * `false` or `null`, so that one shown only sometimes is written `shown && [label, value]`.
 */
export function DescriptionList({ rows }: { rows: readonly (DescriptionRow | false | null | undefined)[] }) {
  return (
    <dl className={shared.dl}>
      {rows.map(
        (row) =>
          row && (
            <Fragment key={row[0]}>
              <dt className={shared.dt}>{row[0]}</dt>
              <dd className={row[2]?.className ? `${shared.dd} ${row[2].className}` : shared.dd} data-testid={row[2]?.testId}>
                {row[1]}
              </dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

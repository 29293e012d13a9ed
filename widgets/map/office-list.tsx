/**
 * The offices as text: what the map area shows when the maps library cannot load (offline, blocked, bad key), so the
 * page still tells its visitors where the offices are. Values are rendered by React (escaped), links checked.
 */
import type { ReactNode } from 'react';
import type { MapText } from '../../src/core';
import { map as fr } from '../../src/i18n/fr/map';
import { templateView } from './template';
import type { Office } from './records';

/**
 * The offices, or undefined while their records are awaited, or null when they could not be loaded. `slow`: they have
 * been awaited 10 s (never timed out): the list says so. `children`: after the note (the records' 'Réessayer').
 */
export function OfficeList({ offices, text = fr, slow, children }: { offices: Office[] | null | undefined; text?: MapText; slow?: boolean; children?: ReactNode }) {
  const none = !offices?.length;
  return (
    <div className="dm-map__fallback" role="region" aria-label={text.offices} tabIndex={0}>
      <p className="dm-map__fallback-note">{offices === undefined ? text.officesLoading : none ? text.officesFailed : text.officesNote}</p>
      {offices === undefined && slow && <p className="dm-map__slow" role="status">{text.officesSlow}</p>}
      {children}
      {none ? null : (
      <ul className="list-unstyled dm-map__offices">
        {offices.map(({ record }, i) => {
          const view = templateView(record) as Record<string, string>;
          const lines = [record.address, record.address_2, record.address_3, [record.zip_code, record.city].filter(Boolean).join(' ')].filter(Boolean);
          return (
            <li key={record.id ?? record['lep_content.id'] ?? i}>
              <strong>{view.pagelink ? <a href={view.pagelink}>{record.title}</a> : record.title}</strong>
              {lines.length > 0 && <span>{' — ' + lines.join(', ')}</span>}
              {record.tel && <span>{' — ' + text.phone}{view.tel_href ? <a href={view.tel_href}>{record.tel}</a> : record.tel}</span>}
            </li>
          );
        })}
      </ul>
      )}
    </div>
  );
}

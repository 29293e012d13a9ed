/**
 * The offices as text: what the map area shows when the maps library cannot load (offline, blocked, bad key), so the
 * page still tells its visitors where the offices are. Values are rendered by React (escaped), links checked.
 */
import { templateView } from './template';
import type { Office } from './records';

/** The offices, or undefined while their records are awaited, or null when they could not be loaded. */
export function OfficeList({ offices }: { offices: Office[] | null | undefined }) {
  const none = !offices?.length;
  return (
    <div className="dm-map__fallback" role="region" aria-label="Liste de nos bureaux" tabIndex={0}>
      <p className="dm-map__fallback-note">
        {'La carte ne peut pas être affichée pour le moment.'}
        {offices === undefined ? ' Chargement de la liste de nos bureaux…' : none ? " La liste de nos bureaux n'a pas pu être chargée." : ' Nos bureaux :'}
      </p>
      {none ? null : (
      <ul className="list-unstyled dm-map__offices">
        {offices.map(({ record }, i) => {
          const view = templateView(record) as Record<string, string>;
          const lines = [record.address, record.address_2, record.address_3, [record.zip_code, record.city].filter(Boolean).join(' ')].filter(Boolean);
          return (
            <li key={record.id ?? record['lep_content.id'] ?? i}>
              <strong>{view.pagelink ? <a href={view.pagelink}>{record.title}</a> : record.title}</strong>
              {lines.length > 0 && <span>{' — ' + lines.join(', ')}</span>}
              {record.tel && <span>{' — Tél. : '}{view.tel_href ? <a href={view.tel_href}>{record.tel}</a> : record.tel}</span>}
            </li>
          );
        })}
      </ul>
      )}
    </div>
  );
}

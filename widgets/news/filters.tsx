/**
 * The topic filters (spec §2.6, §4.8): 'Tous' and one button per topic, described from the subscribed topics.
 * Exactly one is active (aria-pressed).
 */
export interface FiltersProps {
  topics: string[];
  labels: Record<string, string>;
  active: string | null;
  onSelect: (topic: string | null) => void;
}

export function Filters({ topics, labels, active, onSelect }: FiltersProps) {
  const button = (topic: string | null, label: string) => (
    <button
      key={topic ?? ''}
      type="button"
      className={'btn btn-default' + (active === topic ? ' active' : '')}
      aria-pressed={active === topic}
      data-topic={topic ?? ''}
      onClick={() => onSelect(topic)}
    >
      {label}
    </button>
  );
  return (
    <div className="btn-group dm-news-filters" role="group" aria-label="Filtrer par thème">
      {button(null, 'Tous')}
      {topics.map((t) => button(t, labels[t] ?? t))}
    </div>
  );
}

/**
 * The topic filters (spec §2.6, §4.8): 'Tous' ('Alle') and one button per topic, described from the subscribed
 * topics. Exactly one is active (aria-pressed). Its texts come from the list view (this chunk imports nothing).
 */
export interface FiltersProps {
  /** The label of the all-topics button, and the group's name. */
  text: { all: string; filters: string };
  topics: string[];
  labels: Record<string, string>;
  active: string | null;
  onSelect: (topic: string | null) => void;
}

export function Filters({ text, topics, labels, active, onSelect }: FiltersProps) {
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
    <div className="btn-group dm-news-filters" role="group" aria-label={text.filters}>
      {button(null, text.all)}
      {topics.map((t) => button(t, labels[t] ?? t))}
    </div>
  );
}

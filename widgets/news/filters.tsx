/**
 * The topic filters (spec §2.6, §4.8): 'Tous' and one button per topic, described from the subscribed topics, in one
 * row that scrolls sideways where it is wider than the widget (news.css). Exactly one is active (aria-pressed). Until
 * the topics' names are known, neutral chips hold their place: a visitor never reads a topic code.
 */
import { pendingFilters } from './skeleton';
import { DomBox } from './loader';

export interface FiltersProps {
  topics: string[];
  /** Topic code → description; undefined until the subscribed topics answer (a failed answer: {}, codes shown). */
  labels: Record<string, string> | undefined;
  active: string | null;
  onSelect: (topic: string | null) => void;
}

export function Filters({ topics, labels, active, onSelect }: FiltersProps) {
  if (!labels) return <DomBox build={(doc) => pendingFilters(doc, topics.length)} />;
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

/**
 * The topic filters (README › News widget, "Options": showFilters): 'Tous' ('Alle') and one button per topic, described
 * from the subscribed topics, in one row that scrolls sideways where it is wider than the widget (news.css), each
 * chip that focus reaches scrolled whole into it. Exactly one is active (aria-pressed). Until the topics' names are
 * known, neutral chips hold their place: a visitor never reads a topic code.
 */
import { pendingFilters } from './skeleton';
import { DomBox } from './status';

export interface FiltersProps {
  /** The label of the all-topics button, and the group's name (from the list view: this chunk imports no texts). */
  text: { all: string; filters: string };
  topics: string[];
  /** Topic code → description; undefined until the subscribed topics answer (a failed answer: {}, codes shown). */
  labels: Record<string, string> | undefined;
  active: string | null;
  onSelect: (topic: string | null) => void;
}

export function Filters({ text, topics, labels, active, onSelect }: FiltersProps) {
  if (!labels) return <DomBox build={(doc) => pendingFilters(doc, topics.length, text.all)} />;
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
  // The row scrolls sideways (news.css): a chip that focus reaches is scrolled whole into it, with its ring (its
  // scroll margin). Browsers leave a chip partly in the row where it is, its ring and part of its label cut. The row
  // is not a Tab stop of its own (Firefox makes every scrolling box one): its chips are.
  return (
    <div className="dm-news-filters" role="group" aria-label={text.filters} tabIndex={-1} onFocus={(e) => e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}>
      {button(null, text.all)}
      {topics.map((t) => button(t, labels[t] ?? t))}
    </div>
  );
}

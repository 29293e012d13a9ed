/** The share bar under a full article (README › News widget, "Sharing"): the enabled networks, print, mail and copy
 * link. */
import { useId, useState, type MouseEvent } from 'react';
import type { NewsOptions } from './news-options';
import { mailtoUrl, networkUrl, popupFeatures, sharedUrl, shareSettings, type Network, type ShareAction } from './share';
import { useText } from './text';

const ICONS: Record<ShareAction, string> = {
  facebook: 'glyphicon-thumbs-up', twitter: 'glyphicon-comment', linkedin: 'glyphicon-briefcase',
  print: 'glyphicon-print', email: 'glyphicon-envelope', copy: 'glyphicon-link',
};

/**
 * lang: the page language, whose block of the share setting wins. Each button's accessible name is its visible label
 * followed by where it sends the article ('Partager – Facebook (nouvelle fenêtre)').
 */
export function ShareBar({ o, title, setting, lang = '' }: { o: NewsOptions; title: string; setting: unknown; lang?: string }) {
  const [copied, setCopied] = useState('');
  const headingId = useId();
  const text = useText();
  if (!o.hasSocialSharing) return null;
  const { title: heading, labels } = shareSettings(setting, text, lang);
  const url = sharedUrl();
  const networks = ([['facebook', o.shareFacebook], ['twitter', o.shareTwitter], ['linkedin', o.shareLinkedin]] as const)
    .filter(([, on]) => on).map(([n]) => n);

  const popup = (network: Network) => (e: MouseEvent) => {
    e.preventDefault();
    window.open(networkUrl(network, url, title), `dm-share-${network}`, popupFeatures(network, screen.width, screen.height));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(text.copied);
    } catch {
      setCopied(text.copyThis(url));
    }
  };
  const content = (action: ShareAction) => (
    <>
      <span className={`glyphicon ${ICONS[action]}`} aria-hidden="true" /> {labels[action]}{' '}
      <span className="sr-only">{'– ' + text.shareHints[action]}</span>
    </>
  );

  return (
    <aside className="dm-news-share" aria-labelledby={headingId}>
      <p className="dm-news-share-title" id={headingId}>{heading}</p>
      <ul className="list-inline">
        {networks.map((n) => (
          <li key={n}>
            <a className={`btn btn-default btn-sm dm-share-${n}`} href={networkUrl(n, url, title)} target="_blank" rel="noopener noreferrer" onClick={popup(n)}>
              {content(n)}
            </a>
          </li>
        ))}
        {o.sharePrint && (
          <li>
            <button type="button" className="btn btn-default btn-sm dm-share-print" onClick={() => window.print()}>{content('print')}</button>
          </li>
        )}
        {o.shareEmail && (
          <li>
            <a className="btn btn-default btn-sm dm-share-email" href={mailtoUrl(url, title)}>{content('email')}</a>
          </li>
        )}
        {o.shareCopy && (
          <li>
            <button type="button" className="btn btn-default btn-sm dm-share-copy" onClick={copy}>{content('copy')}</button>
          </li>
        )}
      </ul>
      <p className="dm-news-share-status" role="status">{copied}</p>
    </aside>
  );
}

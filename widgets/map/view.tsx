/// <reference types="google.maps" />
/**
 * The office map (README › Office-map widget): loaded only after consent. It waits for the maps library (once per page,
 * 'gmaploaded'), the office records (first call) and the info-window template, then draws the map, the markers and
 * the place search. When the library cannot load, the offices are listed as text in the map area instead. The map
 * survives its search: a search that cannot start, fails or throws is logged (in dev, shown below the map) and the
 * map and its markers work on.
 */
import { Component, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type MapText, type WidgetProps, isAbort, error, keepFocus } from '../../src/core';
import { catalogueCode, WithCode } from '../../src/view-notices';
import { map as fr } from '../../src/i18n/fr/map';
import { mapsKey } from './service';
import { loadSpiderfier, spiderfierCode, whenMapsLoaded } from './loader';
import { mapOptions } from './google-map-options';
import { placeMarkers } from './markers';
import { OfficeList } from './office-list';
import { fetchOffices, type Office } from './records';
import { SearchBox } from './search-box';
import { createSearchMarker, showPlace } from './search';
import { classify, createPlaceSearch, type FoundPlace, type PlaceSearch, type SearchFailure } from './places';
import { fetchTemplate } from './template';
import { infoContent } from './info-content';
import type { MapOptions } from './map-options';

type Status = 'loading' | 'ready' | 'failed';

interface Drawn {
  map: google.maps.Map;
  infoWindow: google.maps.InfoWindow;
  searchMarker: google.maps.Marker;
  /** Absent when the search is off or cannot start. */
  search?: PlaceSearch;
}

/** The offices' region: the bounds of their positions (undefined without any). */
function officesBounds(offices: Office[]): google.maps.LatLngBoundsLiteral | undefined {
  const points = offices.flatMap((o) => (o.position ? [o.position] : []));
  if (!points.length) return undefined;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Keeps an exception thrown while rendering the search box away from the map. */
class SearchBoundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(e: unknown) {
    this.props.onError(e);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Props = WidgetProps<MapOptions, Promise<Office[]>>;

/** The map in the page language (the consent gate started loading its texts, so they are seldom waited for). */
export default function MapView(props: Props) {
  return <WithCode code={catalogueCode(props.ctx.lang)} el={props.el}>{(catalogue) => <Attempts {...props} text={catalogue?.map ?? fr} />}</WithCode>;
}

/**
 * The office records, asked for again after they failed: at the 'Réessayer' control or the `online` event, the map
 * is drawn again with the new call's records (the first try adopts the first call). The maps library, loaded once per
 * page, is not asked for again.
 */
function Attempts(props: Props & { text: MapText }) {
  const { options, ctx, http, signal, firstCalls } = props;
  const [attempt, setAttempt] = useState(0);
  const records = useMemo(
    () => (attempt === 0 && firstCalls) || fetchOffices(http, options.lepContentId, ctx.dev, signal),
    // (A new call for each attempt only: options and env are fixed for a placeholder's life.)
    [attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return <OfficeMap key={attempt} {...props} records={records} retry={retry} />;
}

/** The 'Réessayer' button of records that failed: focus on it moves to the widget as it goes (the map is drawn again). */
function RetryButton({ text, retry }: { text: MapText; retry: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => () => keepFocus(button.current), []);
  return <button ref={button} type="button" className="btn btn-default" onClick={retry}>{text.retry}</button>;
}

function OfficeMap({ id, options, ctx, http, el, signal, text, records: call, retry }: Props & { text: MapText; records: Promise<Office[]>; retry: () => void }) {
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  /** The office records: undefined while awaited, null when they could not be loaded. */
  const [offices, setOffices] = useState<Office[] | null>();
  const [drawn, setDrawn] = useState<Drawn>();
  const [message, setMessage] = useState('');
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const [searchProblem, setSearchProblem] = useState<SearchFailure>();
  /** 10 s have passed: a map still not drawn (the office records, or the maps library, never answered) says so, as
   * does the office list shown in its place while the records are still awaited. */
  const [slow, setSlow] = useState(false);

  const searchFailed = useCallback(
    (failure: SearchFailure) => {
      error(`map ${id}: the place search ${failure.lasting ? 'is unavailable' : 'failed'}: ${failure.message}`, failure.cause ?? '');
      setSearchProblem(failure);
    },
    [id],
  );

  useEffect(() => {
    const doc = el.ownerDocument;
    let cancelled = false;
    let dispose = () => {};
    const records = call.catch((e: unknown) => {
      if (!isAbort(e)) error(`map ${id}: the office records could not be loaded`, e instanceof Error ? e.message : e);
      !cancelled && setOffices(null);
      return [] as Office[];
    });
    void records.then((list) => !cancelled && setOffices((o) => (o === null ? o : list)));
    const waited = setTimeout(() => setSlow(true), 10_000);
    const template = fetchTemplate(http, ctx.config.templates, signal);
    template.catch((e: unknown) => !isAbort(e) && error(`map ${id}: the info-window template could not be loaded`, e instanceof Error ? e.message : e));

    whenMapsLoaded(doc, mapsKey({ ctx })).then(
      async () => {
        const list = await records;
        const spread = list.filter((o) => o.position).length > 1;
        const Spiderfier = spread ? await loadSpiderfier().catch(() => undefined) : undefined;
        if (cancelled || !canvas.current) return;
        const map = new google.maps.Map(canvas.current, mapOptions(options));
        google.maps.event.addListenerOnce(map, 'tilesloaded', () => !cancelled && setTilesLoaded(true));
        const infoWindow = new google.maps.InfoWindow();
        const templateText = template.catch(() => '');
        const markers = { map, offices: list, options, infoWindow, contentFor: (office: Office) => infoContent(doc, templateText, office) };
        let placed = placeMarkers({ ...markers, Spiderfier });
        // Placed without spreading, the spreader's chunk having failed twice: spread once it comes (the view kept).
        if (spread && !Spiderfier) {
          void spiderfierCode().then((Later) => {
            if (cancelled) return;
            placed.dispose();
            placed = placeMarkers({ ...markers, options: { ...options, zoomAndCoordInitAuto: false }, Spiderfier: Later });
          });
        }
        const searchMarker = createSearchMarker(map);
        dispose = () => {
          placed.dispose();
          searchMarker.setMap(null);
          google.maps.event.clearInstanceListeners(map);
        };
        let search: PlaceSearch | undefined;
        if (options.search) {
          const region = officesBounds(list);
          try {
            search = createPlaceSearch(map, { language: ctx.lang, bias: () => map.getBounds() ?? region });
          } catch (e) {
            searchFailed(classify(e, 'new'));
          }
        }
        setDrawn({ map, infoWindow, searchMarker, search });
        setStatus('ready');
      },
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      clearTimeout(waited);
      dispose();
    };
    // Runs once per mount: options and env are fixed for a placeholder's life (new markup is a new mount).
  }, []);

  // Records that failed are asked for again when the browser is back online, as the 'Réessayer' control does.
  useEffect(() => {
    if (offices !== null) return;
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, [offices, retry]);

  const onPlace = useCallback(
    (place: FoundPlace | null) => {
      if (drawn) showPlace({ ...drawn, place, zoomAfterSearch: options.zoomAfterSearch });
    },
    [drawn, options.zoomAfterSearch],
  );

  return (
    <>
      <div
        id={id}
        ref={canvas}
        className="dm-map__canvas"
        role="region"
        aria-label={text.map}
        aria-busy={status === 'loading'}
        hidden={status === 'failed'}
      />
      {status === 'loading' && slow && <p className="dm-map__slow" role="status">{text.slow}</p>}
      {status === 'failed' && (
        <OfficeList offices={offices} text={text} slow={slow}>
          {offices === null && <RetryButton text={text} retry={retry} />}
        </OfficeList>
      )}
      {status === 'ready' && offices === null && (
        <p className="dm-front-retry dm-map__notice" role="alert" data-code="network">
          {text.markersFailed} <RetryButton text={text} retry={retry} />
        </p>
      )}
      {drawn?.search && (
        <SearchBoundary onError={(e) => searchFailed(classify(e, drawn.search!.api))}>
          <SearchBox
            map={drawn.map}
            widgetId={id}
            position={options.inputSearhPos}
            shown={tilesLoaded}
            search={drawn.search}
            onPlace={onPlace}
            onFailure={searchFailed}
            announce={setMessage}
            messages={text}
          />
        </SearchBoundary>
      )}
      {ctx.dev && searchProblem && (
        <div className="alert alert-warning dm-front-diagnostic" role="alert" data-code="map-search">
          <strong>{`Map ${id}: the place search ${searchProblem.lasting ? 'is unavailable' : 'failed'}: ${searchProblem.message}`}</strong>
          <p>
            {searchProblem.lasting
              ? 'enable Places API (New) for the maps key in the Google Cloud console (README, "Office-map widget")'
              : 'a network or service failure: the visitor can search again'}
          </p>
        </div>
      )}
      <div className="sr-only" role="status" aria-live="polite">
        {message}
      </div>
    </>
  );
}

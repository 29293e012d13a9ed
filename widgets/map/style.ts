/**
 * The map style (the jsonStyle default, README › Office-map widget, "Options"): administrative features in #194d8a at
 * weight 0.5, the listed features hidden, water simplified. The maps library applies the rules in the order given, a
 * later rule overriding an earlier one for what both select: so the broad water rule comes before the one that hides
 * water labels, or its 'simplified' would bring the labels back.
 */
export interface MapStyleRule {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

const hide = (featureType: string, elementType?: string): MapStyleRule => ({
  featureType,
  ...(elementType ? { elementType } : {}),
  stylers: [{ visibility: 'off' }],
});

export const DEFAULT_STYLE: MapStyleRule[] = [
  { featureType: 'administrative', elementType: 'geometry', stylers: [{ color: '#194d8a' }, { weight: 0.5 }] },
  hide('administrative.land_parcel'),
  hide('administrative.neighborhood'),
  hide('poi.business'),
  hide('poi.park', 'labels'),
  hide('road', 'labels'),
  hide('road.arterial', 'labels'),
  hide('road.highway', 'labels'),
  hide('road.local'),
  { featureType: 'water', stylers: [{ visibility: 'simplified' }] },
  hide('water', 'labels'),
];

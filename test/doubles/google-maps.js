/*
 * A google.maps test double: the classes the map widget and overlapping-marker-spiderfier use, recording what they
 * are asked in window.__gmapsDouble. Served in browser tests in place of the maps script (Playwright page.route on the
 * maps host): it completes @googlemaps/js-api-loader's bootstrap by calling the script URL's callback. Unit tests
 * import it for its side effect. A classic script (no import/export); never part of dist/.
 */
(function () {
  var w = typeof window !== 'undefined' ? window : globalThis;
  var google = (w.google = w.google || {});
  var maps = (google.maps = google.maps || {});
  var record = (w.__gmapsDouble = w.__gmapsDouble || { maps: [], markers: [], infoWindows: [], calls: [], loads: 0 });
  record.loads += 1;
  record.placeData = record.placeData || [
    { place_id: 'p-rennes', description: 'Rennes, France', place: { name: 'Rennes', icon: 'https://maps.gstatic.com/icons/geocode-71.png', svgIconMaskURI: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/geocode_pinlet.svg', iconBackgroundColor: '#7B9EB0', geometry: { location: [48.1173, -1.6778], viewport: [[48.07, -1.75], [48.15, -1.62]] } } },
    { place_id: 'p-rennes-gare', description: 'Gare de Rennes, Rennes, France', place: { name: 'Gare de Rennes', icon: 'https://maps.gstatic.com/icons/train-71.png', svgIconMaskURI: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/train_pinlet.svg', iconBackgroundColor: '#10BDFF', geometry: { location: [48.1035, -1.6722] } } },
    { place_id: 'p-nowhere', description: 'Nulle part', place: { name: 'Nulle part' } },
  ];
  var ids = 0;
  function log(target, name, args) {
    record.calls.push({ on: target.__kind + '#' + target.__id, name: name, args: Array.prototype.slice.call(args).map(plain) });
  }
  function plain(v) {
    if (v && typeof v.toJSON === 'function') return v.toJSON();
    if (v && v.__kind) return v.__kind + '#' + v.__id;
    if (typeof Element !== 'undefined' && v instanceof Element) return '<' + v.tagName.toLowerCase() + '>';
    return v;
  }

  // --- events ---
  function listenersOf(obj, name) {
    var all = obj.__listeners || (obj.__listeners = {});
    return all[name] || (all[name] = []);
  }
  var event = {
    addListener: function (obj, name, fn) {
      var list = listenersOf(obj, name);
      var entry = { fn: fn };
      list.push(entry);
      var handle = { remove: function () { var i = list.indexOf(entry); if (i >= 0) list.splice(i, 1); } };
      return handle;
    },
    addListenerOnce: function (obj, name, fn) {
      var handle = event.addListener(obj, name, function () { handle.remove(); return fn.apply(this, arguments); });
      return handle;
    },
    removeListener: function (handle) { if (handle) handle.remove(); },
    clearInstanceListeners: function (obj) { obj.__listeners = {}; },
    clearListeners: function (obj, name) { listenersOf(obj, name).length = 0; },
    trigger: function (obj, name) {
      var args = Array.prototype.slice.call(arguments, 2);
      listenersOf(obj, name).slice().forEach(function (entry) { entry.fn.apply(obj, args); });
    },
  };
  function MVCObject() {}
  MVCObject.prototype.addListener = function (name, fn) { return event.addListener(this, name, fn); };
  function kind(obj, name) { obj.__kind = name; obj.__id = ++ids; }

  // --- geometry ---
  function LatLng(lat, lng) {
    if (lat && typeof lat === 'object') { lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng; lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat; }
    this._lat = Number(lat); this._lng = Number(lng);
  }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
  LatLng.prototype.equals = function (o) { return !!o && o.lat() === this._lat && o.lng() === this._lng; };
  var toLatLng = function (v) { return v instanceof LatLng ? v : Array.isArray(v) ? new LatLng(v[0], v[1]) : new LatLng(v); };
  function LatLngBounds(sw, ne) { this.sw = null; this.ne = null; if (sw) this.extend(sw); if (ne) this.extend(ne); }
  LatLngBounds.prototype.extend = function (p) {
    p = toLatLng(p);
    if (!this.sw) { this.sw = new LatLng(p.lat(), p.lng()); this.ne = new LatLng(p.lat(), p.lng()); return this; }
    this.sw = new LatLng(Math.min(this.sw.lat(), p.lat()), Math.min(this.sw.lng(), p.lng()));
    this.ne = new LatLng(Math.max(this.ne.lat(), p.lat()), Math.max(this.ne.lng(), p.lng()));
    return this;
  };
  LatLngBounds.prototype.isEmpty = function () { return !this.sw; };
  LatLngBounds.prototype.getCenter = function () { return new LatLng((this.sw.lat() + this.ne.lat()) / 2, (this.sw.lng() + this.ne.lng()) / 2); };
  LatLngBounds.prototype.getSouthWest = function () { return this.sw; };
  LatLngBounds.prototype.getNorthEast = function () { return this.ne; };
  LatLngBounds.prototype.contains = function (p) { p = toLatLng(p); return !!this.sw && p.lat() >= this.sw.lat() && p.lat() <= this.ne.lat() && p.lng() >= this.sw.lng() && p.lng() <= this.ne.lng(); };
  LatLngBounds.prototype.toJSON = function () { return this.sw ? { south: this.sw.lat(), west: this.sw.lng(), north: this.ne.lat(), east: this.ne.lng() } : null; };
  function Point(x, y) { this.x = x; this.y = y; }
  Point.prototype.toJSON = function () { return { x: this.x, y: this.y }; };
  function Size(width, height) { this.width = width; this.height = height; }
  Size.prototype.toJSON = function () { return { width: this.width, height: this.height }; };

  // --- collections ---
  function MVCArray(owner) { this.items = []; this.owner = owner; }
  MVCArray.prototype.push = function (el) {
    this.items.push(el);
    if (this.owner && typeof Element !== 'undefined' && el instanceof Element) this.owner.append(el);
    return this.items.length;
  };
  MVCArray.prototype.getArray = function () { return this.items; };
  MVCArray.prototype.getLength = function () { return this.items.length; };
  MVCArray.prototype.getAt = function (i) { return this.items[i]; };
  MVCArray.prototype.removeAt = function (i) { var el = this.items.splice(i, 1)[0]; if (el && el.remove) el.remove(); return el; };
  MVCArray.prototype.clear = function () { while (this.items.length) this.removeAt(0); };
  MVCArray.prototype.forEach = function (fn) { this.items.forEach(fn); };

  var ControlPosition = { TOP_LEFT: 1, TOP_CENTER: 2, TOP: 2, TOP_RIGHT: 3, LEFT_CENTER: 4, LEFT_TOP: 5, LEFT: 5, LEFT_BOTTOM: 6, RIGHT_TOP: 7, RIGHT: 7, RIGHT_CENTER: 8, RIGHT_BOTTOM: 9, BOTTOM_LEFT: 10, BOTTOM_CENTER: 11, BOTTOM: 11, BOTTOM_RIGHT: 12 };
  var MapTypeId = { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' };

  // --- Map ---
  function Map(div, options) {
    kind(this, 'Map');
    this.div = div;
    this.options = options || {};
    this.zoom = this.options.zoom;
    this.center = this.options.center ? toLatLng(this.options.center) : new LatLng(0, 0);
    this.mapTypeId = this.options.mapTypeId || MapTypeId.ROADMAP;
    this.controls = {};
    var doc = div.ownerDocument;
    var canvas = doc.createElement('div');
    canvas.className = 'gm-double';
    canvas.setAttribute('data-double', 'map');
    canvas.style.cssText = 'position:absolute;inset:0;background:#dde8d4';
    div.append(canvas);
    for (var name in ControlPosition) {
      var slot = doc.createElement('div');
      slot.className = 'gm-double-controls gm-double-controls--' + name.toLowerCase();
      slot.style.cssText = 'position:absolute;' + (/^TOP|_TOP$/.test(name) ? 'top:0;' : /^BOTTOM|_BOTTOM$/.test(name) ? 'bottom:0;' : 'top:50%;') +
        (/LEFT/.test(name) ? 'left:0;' : /RIGHT/.test(name) ? 'right:0;' : 'left:50%;transform:translateX(-50%);');
      canvas.append(slot);
      this.controls[ControlPosition[name]] = this.controls[ControlPosition[name]] || new MVCArray(slot);
    }
    record.maps.push(this);
    record.mapCreatedAt = typeof performance !== 'undefined' ? performance.now() : 0;
    var self = this;
    // A real map reports idle and tilesloaded once its first tiles are drawn; the double does it on the next tick
    // unless a test holds the tiles back (record.holdTiles) to check what shows before.
    setTimeout(function () {
      event.trigger(self, 'idle');
      if (!record.holdTiles) self.__tiles();
    }, 0);
  }
  Map.prototype = Object.create(MVCObject.prototype);
  Map.prototype.__tiles = function () { event.trigger(this, 'tilesloaded'); };
  Map.prototype.getDiv = function () { return this.div; };
  Map.prototype.getZoom = function () { return this.zoom; };
  Map.prototype.setZoom = function (z) { log(this, 'setZoom', arguments); this.zoom = z; event.trigger(this, 'zoom_changed'); };
  Map.prototype.getCenter = function () { return this.center; };
  Map.prototype.setCenter = function (c) { log(this, 'setCenter', [toLatLng(c)]); this.center = toLatLng(c); event.trigger(this, 'center_changed'); };
  Map.prototype.panTo = Map.prototype.setCenter;
  Map.prototype.fitBounds = function (b) {
    var bounds = b instanceof LatLngBounds ? b : Array.isArray(b) ? new LatLngBounds(b[0], b[1]) : new LatLngBounds({ lat: b.south, lng: b.west }, { lat: b.north, lng: b.east });
    log(this, 'fitBounds', [bounds]);
    this.bounds = bounds;
    this.center = bounds.getCenter();
  };
  Map.prototype.getBounds = function () { return this.bounds; };
  Map.prototype.getMapTypeId = function () { return this.mapTypeId; };
  Map.prototype.setOptions = function (o) { Object.assign(this.options, o); };
  Map.prototype.getStreetView = function () { return { getVisible: function () { return false; } }; };

  // --- Marker ---
  function Marker(options) {
    kind(this, 'Marker');
    options = options || {};
    this.map = options.map || null;
    this.position = options.position ? toLatLng(options.position) : null;
    this.title = options.title;
    this.icon = options.icon;
    this.visible = options.visible !== false;
    this.anchorPoint = options.anchorPoint;
    this.zIndex = options.zIndex;
    record.markers.push(this);
  }
  Marker.prototype = Object.create(MVCObject.prototype);
  Marker.prototype.getPosition = function () { return this.position; };
  Marker.prototype.setPosition = function (p) { log(this, 'setPosition', [toLatLng(p)]); this.position = toLatLng(p); event.trigger(this, 'position_changed'); };
  Marker.prototype.getVisible = function () { return this.visible; };
  Marker.prototype.setVisible = function (v) { log(this, 'setVisible', arguments); this.visible = v; event.trigger(this, 'visible_changed'); };
  Marker.prototype.getMap = function () { return this.map; };
  Marker.prototype.setMap = function (m) { this.map = m; };
  Marker.prototype.getTitle = function () { return this.title; };
  Marker.prototype.getIcon = function () { return this.icon; };
  Marker.prototype.setIcon = function (i) { log(this, 'setIcon', arguments); this.icon = i; };
  Marker.prototype.setZIndex = function (z) { this.zIndex = z; };
  Marker.prototype.getZIndex = function () { return this.zIndex; };
  Marker.prototype.setOptions = function (o) { Object.assign(this, o); };

  // --- InfoWindow ---
  function InfoWindow(options) { kind(this, 'InfoWindow'); this.content = (options || {}).content; this.anchor = null; this.isOpen = false; record.infoWindows.push(this); }
  InfoWindow.prototype = Object.create(MVCObject.prototype);
  InfoWindow.prototype.setContent = function (c) { this.content = c; };
  InfoWindow.prototype.getContent = function () { return this.content; };
  InfoWindow.prototype.open = function (a, b) {
    var map = a && a.map !== undefined && !(a instanceof Map) ? a.map : a;
    var anchor = a && a.anchor !== undefined ? a.anchor : b;
    log(this, 'open', [anchor]);
    this.map = map; this.anchor = anchor || null; this.isOpen = true;
    var host = map && map.div;
    if (host) {
      var box = host.querySelector('[data-double="infowindow"]') || host.ownerDocument.createElement('div');
      box.setAttribute('data-double', 'infowindow');
      box.className = 'gm-double-infowindow';
      box.replaceChildren();
      if (typeof this.content === 'string') box.textContent = this.content; else if (this.content) box.append(this.content);
      host.append(box);
    }
  };
  InfoWindow.prototype.close = function () {
    log(this, 'close', []);
    this.isOpen = false;
    var box = this.map && this.map.div && this.map.div.querySelector('[data-double="infowindow"]');
    if (box) box.remove();
  };

  // --- overlays ---
  function project(latLng, zoom) {
    var siny = Math.min(Math.max(Math.sin(latLng.lat() * Math.PI / 180), -0.9999), 0.9999);
    var scale = 256 * Math.pow(2, zoom || 0);
    return new Point((0.5 + latLng.lng() / 360) * scale, (0.5 - Math.log((1 + siny) / (1 - siny)) / (4 * Math.PI)) * scale);
  }
  function unproject(point, zoom) {
    var scale = 256 * Math.pow(2, zoom || 0);
    var lng = (point.x / scale - 0.5) * 360;
    var n = Math.PI - 2 * Math.PI * (point.y / scale);
    return new LatLng(180 / Math.PI * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), lng);
  }
  function OverlayView() {}
  OverlayView.prototype = Object.create(MVCObject.prototype);
  OverlayView.prototype.setMap = function (map) {
    this.__map = map;
    if (map && this.onAdd) this.onAdd();
    if (map && this.draw) this.draw();
  };
  OverlayView.prototype.getMap = function () { return this.__map; };
  OverlayView.prototype.getProjection = function () {
    var map = this.__map;
    if (!map) return null;
    return {
      fromLatLngToDivPixel: function (ll) { return project(toLatLng(ll), map.getZoom()); },
      fromDivPixelToLatLng: function (pt) { return unproject(pt, map.getZoom()); },
    };
  };
  OverlayView.prototype.getPanes = function () { return {}; };
  function Polyline(options) { kind(this, 'Polyline'); this.options = options || {}; }
  Polyline.prototype.setMap = function (m) { this.options.map = m; };
  Polyline.prototype.setOptions = function (o) { Object.assign(this.options, o); };

  // --- places ---
  // Both Places APIs, as a maps version and a key decide (record.places, set before the double loads):
  //  classes: 'both' (today's weekly), 'new', 'legacy' (an old pinned version) or 'none' (what the places library has),
  //  or 'unloadable' (importLibrary('places') rejects);
  //  newApi / legacyApi: 'ok' or 'denied' (the key's project has the API enabled or not; a key created today has no
  //  legacy access); failure: 'network' or 'exception' for the suggestion requests, fieldsFailure the same for the
  //  details requests. Every request is recorded in record.placeRequests with its session token.
  var placesConfig = (record.places = Object.assign({ classes: 'both', newApi: 'ok', legacyApi: 'denied' }, record.places));
  var placeRequests = (record.placeRequests = record.placeRequests || []);
  function placeRequest(entry) {
    placeRequests.push(entry);
    log({ __kind: 'places', __id: entry.api }, entry.call, [entry.input !== undefined ? entry.input : entry.placeId]);
  }
  var PlacesServiceStatus = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS', NOT_FOUND: 'NOT_FOUND', REQUEST_DENIED: 'REQUEST_DENIED', UNKNOWN_ERROR: 'UNKNOWN_ERROR', INVALID_REQUEST: 'INVALID_REQUEST', OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT' };
  function MapsNetworkError(message, code, endpoint) { var e = new Error(message); Object.setPrototypeOf(e, MapsNetworkError.prototype); e.code = code; e.endpoint = endpoint; return e; }
  MapsNetworkError.prototype = Object.create(Error.prototype);
  MapsNetworkError.prototype.name = 'MapsNetworkError';
  function MapsRequestError(message, code, endpoint) { var e = MapsNetworkError(message, code, endpoint); Object.setPrototypeOf(e, MapsRequestError.prototype); return e; }
  MapsRequestError.prototype = Object.create(MapsNetworkError.prototype);
  MapsRequestError.prototype.name = 'MapsRequestError';
  function MapsServerError(message, code, endpoint) { var e = MapsNetworkError(message, code, endpoint); Object.setPrototypeOf(e, MapsServerError.prototype); return e; }
  MapsServerError.prototype = Object.create(MapsNetworkError.prototype);
  MapsServerError.prototype.name = 'MapsServerError';
  function matching(input) {
    var q = String(input).toLowerCase();
    return record.placeData.filter(function (d) { return d.description.toLowerCase().indexOf(q) >= 0; });
  }
  function dataOf(id) { return record.placeData.filter(function (x) { return x.place_id === id; })[0]; }
  function later(fn) { return new Promise(function (resolve) { setTimeout(resolve, 0); }).then(fn); }

  function AutocompleteSessionToken() { kind(this, 'AutocompleteSessionToken'); record.tokens = (record.tokens || 0) + 1; }
  AutocompleteSessionToken.prototype.toJSON = function () { return this.__kind + '#' + this.__id; };
  var tokenName = function (t) { return t ? t.__kind + '#' + t.__id : null; };
  var json = function (v) { return v === undefined || v === null ? null : JSON.parse(JSON.stringify(v)); };

  // Places API (New)
  var PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'viewport', 'svgIconMaskURI', 'iconBackgroundColor', 'types'];
  function Place(options) {
    kind(this, 'Place');
    this.id = options && options.id;
    this.__token = options && options.__token;
    this.__fetched = false;
  }
  Place.prototype.fetchFields = function (request) {
    var self = this;
    var fields = (request && request.fields) || [];
    var token = this.__fetched ? null : this.__token; // the session token goes with the first fetchFields only
    this.__fetched = true;
    placeRequest({ api: 'new', call: 'fetchFields', placeId: this.id, fields: fields.slice(), token: tokenName(token) });
    var unknown = fields.filter(function (f) { return PLACE_FIELDS.indexOf(f) < 0; });
    if (!fields.length || unknown.length) return Promise.reject(new Error('InvalidValueError: in property fields: unknown field ' + unknown.join(', ')));
    if (placesConfig.fieldsFailure === 'exception') throw new TypeError('Cannot read properties of undefined (reading \'fetchFields\')');
    return later(function () {
      if (placesConfig.newApi === 'denied') throw MapsRequestError('PERMISSION_DENIED: Places API (New) has not been used in project 1234 before or it is disabled.', 'PERMISSION_DENIED', 'PLACES_DETAILS');
      if (placesConfig.fieldsFailure === 'network') throw MapsNetworkError('A network error occurred.', 'UNKNOWN_ERROR', 'PLACES_DETAILS');
      var d = dataOf(self.id);
      if (!d) throw MapsRequestError('NOT_FOUND: place ' + self.id, 'NOT_FOUND', 'PLACES_DETAILS');
      var p = d.place;
      fields.forEach(function (f) {
        if (f === 'location') self.location = p.geometry ? toLatLng(p.geometry.location) : null;
        else if (f === 'viewport') self.viewport = p.geometry && p.geometry.viewport ? new LatLngBounds(p.geometry.viewport[0], p.geometry.viewport[1]) : null;
        else if (f === 'svgIconMaskURI') self.svgIconMaskURI = p.svgIconMaskURI || null;
        else if (f === 'iconBackgroundColor') self.iconBackgroundColor = p.iconBackgroundColor || null;
        else if (f === 'displayName') self.displayName = p.name;
        else if (f === 'formattedAddress') self.formattedAddress = d.description;
      });
      return { place: self };
    });
  };
  function FormattableText(text) { this.text = text; this.matches = []; }
  FormattableText.prototype.toString = function () { return this.text; };
  function PlacePrediction(d, token) {
    this.placeId = d.place_id;
    this.text = new FormattableText(d.description);
    this.mainText = new FormattableText(d.description.split(',')[0]);
    this.types = [];
    this.__token = token;
  }
  PlacePrediction.prototype.toPlace = function () { return new Place({ id: this.placeId, __token: this.__token }); };
  var AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: function (request) {
      placeRequest({ api: 'new', call: 'fetchAutocompleteSuggestions', input: request.input, token: tokenName(request.sessionToken), language: request.language || null, locationBias: json(request.locationBias) });
      if (placesConfig.failure === 'exception') throw new TypeError('Cannot read properties of undefined (reading \'suggestions\')');
      return later(function () {
        if (placesConfig.newApi === 'denied') throw MapsRequestError('PERMISSION_DENIED: Places API (New) has not been used in project 1234 before or it is disabled.', 'PERMISSION_DENIED', 'PLACES_AUTOCOMPLETE');
        if (placesConfig.failure === 'network') throw MapsNetworkError('A network error occurred.', 'UNKNOWN_ERROR', 'PLACES_AUTOCOMPLETE');
        return { suggestions: matching(request.input).map(function (d) { return { placePrediction: new PlacePrediction(d, request.sessionToken) }; }) };
      });
    },
  };

  // Legacy Places API
  function toPlaceResult(data) {
    var p = { name: data.name, icon: data.icon };
    if (data.geometry) {
      p.geometry = { location: toLatLng(data.geometry.location) };
      if (data.geometry.viewport) p.geometry.viewport = new LatLngBounds(data.geometry.viewport[0], data.geometry.viewport[1]);
    }
    return p;
  }
  var legacyDenied = function () { return placesConfig.legacyApi === 'denied'; };
  function AutocompleteService() { kind(this, 'AutocompleteService'); }
  AutocompleteService.prototype.getPlacePredictions = function (request, callback) {
    placeRequest({ api: 'legacy', call: 'getPlacePredictions', input: request.input, token: tokenName(request.sessionToken), language: request.language || null, locationBias: json(request.locationBias) });
    if (placesConfig.failure === 'exception') throw new TypeError('Cannot read properties of undefined (reading \'predictions\')');
    var found = matching(request.input).map(function (d) { return { place_id: d.place_id, description: d.description }; });
    var status = legacyDenied() ? PlacesServiceStatus.REQUEST_DENIED : placesConfig.failure === 'network' ? PlacesServiceStatus.UNKNOWN_ERROR : found.length ? PlacesServiceStatus.OK : PlacesServiceStatus.ZERO_RESULTS;
    setTimeout(function () { callback(status === PlacesServiceStatus.OK ? found : null, status); }, 0);
  };
  function PlacesService() { kind(this, 'PlacesService'); }
  PlacesService.prototype.getDetails = function (request, callback) {
    placeRequest({ api: 'legacy', call: 'getDetails', placeId: request.placeId, fields: (request.fields || []).slice(), token: tokenName(request.sessionToken) });
    if (placesConfig.fieldsFailure === 'exception') throw new TypeError('Cannot read properties of undefined (reading \'getDetails\')');
    var d = dataOf(request.placeId);
    var status = legacyDenied() ? PlacesServiceStatus.REQUEST_DENIED : placesConfig.fieldsFailure === 'network' ? PlacesServiceStatus.UNKNOWN_ERROR : d ? PlacesServiceStatus.OK : PlacesServiceStatus.NOT_FOUND;
    setTimeout(function () { callback(status === PlacesServiceStatus.OK ? toPlaceResult(d.place) : null, status); }, 0);
  };

  var places = {};
  var hasNew = placesConfig.classes === 'both' || placesConfig.classes === 'new';
  var hasLegacy = placesConfig.classes === 'both' || placesConfig.classes === 'legacy';
  if (hasNew || hasLegacy) places.AutocompleteSessionToken = AutocompleteSessionToken;
  if (hasNew) Object.assign(places, { AutocompleteSuggestion: AutocompleteSuggestion, Place: Place, PlacePrediction: PlacePrediction });
  if (hasLegacy) Object.assign(places, { AutocompleteService: AutocompleteService, PlacesService: PlacesService, PlacesServiceStatus: PlacesServiceStatus });
  if (placesConfig.classes === 'unloadable') places = undefined;

  Object.assign(maps, {
    Map: Map, Marker: Marker, InfoWindow: InfoWindow, LatLng: LatLng, LatLngBounds: LatLngBounds, Point: Point, Size: Size,
    MVCObject: MVCObject, MVCArray: MVCArray, OverlayView: OverlayView, Polyline: Polyline, event: event,
    ControlPosition: ControlPosition, MapTypeId: MapTypeId, SymbolPath: { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1 },
    places: places, MapsNetworkError: MapsNetworkError, MapsRequestError: MapsRequestError, MapsServerError: MapsServerError,
  });
  var libraries = {
    maps: { Map: Map, InfoWindow: InfoWindow, OverlayView: OverlayView, Polyline: Polyline, MVCObject: MVCObject },
    marker: { Marker: Marker },
    places: placesConfig.classes === 'unloadable' ? undefined : maps.places,
    core: { LatLng: LatLng, LatLngBounds: LatLngBounds, Point: Point, Size: Size, event: event, ControlPosition: ControlPosition, MapTypeId: MapTypeId, MapsNetworkError: MapsNetworkError, MapsRequestError: MapsRequestError, MapsServerError: MapsServerError },
  };
  maps.importLibrary = function (name) {
    record.calls.push({ on: 'google.maps', name: 'importLibrary', args: [name] });
    return libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error(name === 'places' ? 'The Google Maps JavaScript API could not load the places library.' : 'unknown library ' + name));
  };

  // Served as the maps script: call the loader's callback (e.g. google.maps.__ib__) like the real script does.
  var script = typeof document !== 'undefined' ? document.currentScript : null;
  var callback = script && script.src ? new URL(script.src).searchParams.get('callback') : null;
  if (callback) {
    record.scriptUrl = script.src;
    var fn = callback.split('.').reduce(function (o, k) { return o && o[k]; }, w);
    if (typeof fn === 'function') fn();
  }
})();

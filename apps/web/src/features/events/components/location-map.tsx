import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { EVENT_MAP, radiusForZoom, zoomForRadius } from '@profyle/domain';
import { useT } from '../../../app/i18n';
import { LeafletMap } from './leaflet-map';

export interface PlaceOnMap {
  latitude: number | null;
  longitude: number | null;
  radius: number | null;
}

/** "400 m", "6.4 km" */
export const useRadiusLabel = () => {
  const t = useT();
  return (radius: number) => (radius >= 1000 ? t('events.form.kilometres', { value: Math.round(radius / 100) / 10 }) : t('events.form.metres', { value: Math.round(radius) }));
};

/**
 * The event form's map (spec 002 section 9): a draggable pin at the event's place and its radius drawn
 * around it. Zooming sets the radius as 200 x 2^(15 - zoom) metres (200 m at zoom 15), within zoom 1 to
 * 20; without coordinates the map opens on London at zoom 10, with them at the radius's zoom.
 */
export const LocationMap = ({ value, onChange }: { value: PlaceOnMap; onChange: (next: PlaceOnMap) => void }) => {
  const t = useT();
  const radiusLabel = useRadiusLabel();
  const parts = useRef<{ map: L.Map; marker: L.Marker; circle: L.Circle } | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const hasPlace = value.latitude !== null && value.longitude !== null;
  const centre = hasPlace ? { latitude: value.latitude as number, longitude: value.longitude as number } : EVENT_MAP.centre;
  const zoom = hasPlace ? (value.radius ? Math.round(zoomForRadius(value.radius)) : EVENT_MAP.formZoomWithCoordinates) : EVENT_MAP.formZoom;

  // A place chosen outside the map (the location search) moves the pin and the view.
  useEffect(() => {
    const current = parts.current;
    if (!current || value.latitude === null || value.longitude === null) return;
    const at = L.latLng(value.latitude, value.longitude);
    if (!current.marker.getLatLng().equals(at)) {
      current.marker.setLatLng(at);
      current.circle.setLatLng(at);
      current.map.setView(at, current.map.getZoom());
    }
  }, [value.latitude, value.longitude]);

  return (
    <LeafletMap
      label={t('events.form.map')}
      centre={centre}
      zoom={zoom}
      height={360}
      onReady={(map) => {
        const at = L.latLng(centre.latitude, centre.longitude);
        const radius = value.radius ?? radiusForZoom(map.getZoom());
        const marker = L.marker(at, { draggable: true, keyboard: true, title: t('events.form.map'), icon: L.divIcon({ className: 'event-pin-handle', iconSize: [22, 22], iconAnchor: [11, 11] }) }).addTo(map);
        const circle = L.circle(at, { radius, color: '#c2410c', weight: 2, fillOpacity: 0.12 }).addTo(map);
        parts.current = { map, marker, circle };
        const emit = (changes: Partial<PlaceOnMap>) => latest.current.onChange({ ...latest.current.value, ...changes });
        // The radius the map shows is the event's from the start (a new event takes the opening zoom's).
        if (latest.current.value.radius === null) emit({ radius });
        marker.on('drag', () => circle.setLatLng(marker.getLatLng()));
        marker.on('dragend', () => emit({ latitude: Number(marker.getLatLng().lat.toFixed(6)), longitude: Number(marker.getLatLng().lng.toFixed(6)) }));
        map.on('click', (event: L.LeafletMouseEvent) => {
          marker.setLatLng(event.latlng);
          circle.setLatLng(event.latlng);
          emit({ latitude: Number(event.latlng.lat.toFixed(6)), longitude: Number(event.latlng.lng.toFixed(6)) });
        });
        map.on('zoomend', () => {
          const next = radiusForZoom(map.getZoom());
          circle.setRadius(next);
          emit({ radius: next, ...(latest.current.value.latitude === null ? { latitude: Number(marker.getLatLng().lat.toFixed(6)), longitude: Number(marker.getLatLng().lng.toFixed(6)) } : {}) });
        });
        return () => {
          parts.current = null;
        };
      }}
    >
      <p aria-live="polite" data-testid="event-radius" css={(theme) => ({ margin: theme.space(2, 0, 0), fontSize: theme.fontSize.sm, color: theme.colors.textMuted })}>
        {value.radius === null ? null : t('events.form.radius', { radius: radiusLabel(value.radius) })}
      </p>
    </LeafletMap>
  );
};

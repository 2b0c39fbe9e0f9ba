import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { EVENT_MAP } from '@profyle/domain';
import { useSession } from '../../auth/session';
import { useMapSettingsQuery } from '../events-api';

/**
 * A Leaflet map on the configured tile server (MAP_TILE_URL, read from the api). `onReady` gets the
 * map once it exists, and its return (if any) runs when the map goes. Pins and circles are SVG vectors
 * and the draggable marker a class-styled div, so nothing needs an inline style or image the portal's
 * CSP would refuse.
 */
export const LeafletMap = ({
  label,
  centre = EVENT_MAP.centre,
  zoom = EVENT_MAP.listZoom,
  height = 420,
  onReady,
  children,
}: {
  label: string;
  centre?: { latitude: number; longitude: number };
  zoom?: number;
  height?: number;
  onReady: (map: L.Map) => void | (() => void);
  children?: ReactNode;
}) => {
  const { organisationId } = useSession();
  const settings = useMapSettingsQuery({ organisationId });
  const element = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);

  useEffect(() => {
    if (!element.current || !settings.data) return;
    const created = L.map(element.current, { minZoom: EVENT_MAP.minZoom, maxZoom: Math.min(EVENT_MAP.maxZoom, settings.data.maxZoom), worldCopyJump: true }).setView([centre.latitude, centre.longitude], zoom);
    L.tileLayer(settings.data.tileUrl, { attribution: settings.data.attribution, maxZoom: settings.data.maxZoom, referrerPolicy: 'strict-origin-when-cross-origin' }).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
    // The map is made once per tile configuration; later centres and zooms are the caller's to apply.
  }, [settings.data]);

  useEffect(() => {
    if (!map) return;
    const cleanup = onReady(map);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }, [map]);

  return (
    <div css={{ position: 'relative' }}>
      <div
        ref={element}
        role="region"
        aria-label={label}
        data-map-ready={map ? 'true' : undefined}
        css={(theme) => ({
          height,
          width: '100%',
          borderRadius: theme.radius.md,
          overflow: 'hidden',
          border: `1px solid ${theme.colors.border}`,
          zIndex: 0,
          '.event-pin-handle': { width: 22, height: 22, borderRadius: '50%', background: theme.colors.primary, border: '3px solid #fff', boxShadow: '0 1px 4px rgba(0,0,0,.4)', cursor: 'grab' },
          '.leaflet-popup-content': { margin: 12, lineHeight: 1.5, fontFamily: 'inherit' },
          // Links are told apart by more than their colour (WCAG 1.4.1).
          '.leaflet-control-attribution a, .leaflet-popup-content a': { textDecoration: 'underline' },
          '.event-pin-view': { marginTop: 8, minHeight: 32, padding: '4px 12px', border: 0, borderRadius: theme.radius.sm, background: theme.colors.primary, color: '#fff', fontWeight: 600, cursor: 'pointer' },
        })}
      />
      {children}
    </div>
  );
};

export const PIN_COLOURS = { green: '#2e7d32', orange: '#ef6c00', red: '#c62828' } as const;

import { useMapSettingsQuery } from '../../events/events-api';

/** Standard web-map tiles (256 px, Web Mercator) from the configured MAP_TILE_URL, credited below. */
const TILE = 256;
const ZOOM = 15;
const SUBDOMAINS = ['a', 'b', 'c'];
/** Fills a `{z}/{x}/{y}` template (with an optional `{s}` subdomain, picked per tile so the browser spreads the load). */
export const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template.replace('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length]).replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/** Where a position falls in the tile grid at `ZOOM`, in tiles (fractions are the place inside a tile). */
export const tilePoint = (lat: number, lng: number, zoom = ZOOM): { x: number; y: number } => {
  const n = 2 ** zoom;
  const latitude = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  return { x: ((lng + 180) / 360) * n, y: ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n };
};

/**
 * A small map of where a contact was met: a 5 x 3 block of map tiles around the position with a pin at
 * it, no script or map library needed. The tiles are decorative (the place name and the link beside it
 * carry the information); the map is left to right whatever the page's direction.
 */
export const PositionMap = ({ organisationId, lat, lng, label }: { organisationId: string; lat: number; lng: number; label: string }) => {
  const settings = useMapSettingsQuery({ organisationId }).data;
  const zoom = Math.min(ZOOM, settings?.maxZoom ?? ZOOM);
  const point = tilePoint(lat, lng, zoom);
  const first = { x: Math.floor(point.x) - 2, y: Math.floor(point.y) - 1 };
  const offset = { x: (point.x - first.x) * TILE, y: (point.y - first.y) * TILE };
  const tiles = [];
  for (let row = 0; row < 3; row++) for (let column = 0; column < 5; column++) tiles.push({ x: first.x + column, y: first.y + row, column, row });
  const n = 2 ** zoom;
  return (
    <figure css={{ margin: 0 }} data-testid="contact-map" data-lat={lat} data-lng={lng}>
      <div role="img" aria-label={label} dir="ltr" css={(theme) => ({ position: 'relative', height: 180, overflow: 'hidden', borderRadius: theme.radius.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceSunken })}>
        <div css={{ position: 'absolute', left: `calc(50% - ${offset.x}px)`, top: `calc(50% - ${offset.y}px)`, width: TILE * 5, height: TILE * 3 }}>
          {tiles.map((tile) =>
            !settings || tile.y < 0 || tile.y >= n ? null : (
              <img key={`${tile.x}/${tile.y}`} src={tileUrl(settings.tileUrl, zoom, ((tile.x % n) + n) % n, tile.y)} alt="" width={TILE} height={TILE} loading="lazy" referrerPolicy="no-referrer" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} css={{ position: 'absolute', left: tile.column * TILE, top: tile.row * TILE, width: TILE, height: TILE, maxWidth: 'none' }} />
            ),
          )}
        </div>
        <svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" css={{ position: 'absolute', left: 'calc(50% - 14px)', top: 'calc(50% - 38px)', filter: 'drop-shadow(0 1px 2px rgba(0,0,0,.4))' }}>
          <path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#d93025" />
          <circle cx="14" cy="14" r="5.5" fill="#fff" />
        </svg>
      </div>
      <figcaption css={(theme) => ({ marginTop: 4, fontSize: theme.fontSize.xs, color: theme.colors.textMuted })}>{settings?.attribution}</figcaption>
    </figure>
  );
};

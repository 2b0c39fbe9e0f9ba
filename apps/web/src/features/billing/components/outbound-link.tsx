import type { AnchorHTMLAttributes } from 'react';

/** A link to a file or site outside the portal (invoice, tracking, proofs): opens in a new tab. */
export const OutboundLink = ({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a target="_blank" rel="noreferrer noopener" css={(theme) => ({ color: theme.colors.primary, overflowWrap: 'anywhere', '&:hover': { textDecoration: 'underline' } })} {...rest}>
    {children}
  </a>
);

import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/i18n';
import { Alert, LoadingView } from '../../../shared/ui/feedback';

/** The parts of Stripe.js this page uses: embedded Checkout, mounted into a container. */
interface StripeJs {
  initEmbeddedCheckout(options: { fetchClientSecret: () => Promise<string> }): Promise<{ mount(selector: string | HTMLElement): void; destroy(): void }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let loading: Promise<void> | null = null;

/** Stripe.js could not be fetched (blocked, offline): the page says so in the chosen language. */
class StripeNotLoaded extends Error {}

/** Stripe.js must be loaded from Stripe (their terms); once per page. */
const loadStripeJs = (): Promise<void> =>
  (loading ??= new Promise<void>((resolve, reject) => {
    if (window.Stripe) return resolve();
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new StripeNotLoaded());
    };
    document.head.appendChild(script);
  }));

/**
 * Stripe's embedded Checkout (PAYMENTS=stripe): Stripe.js mounts the payment form with the session's
 * client secret; Stripe sends the customer to the session's return URL when it is paid.
 */
export const StripeCheckout = ({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) => {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | string>('loading');

  useEffect(() => {
    let checkout: { destroy(): void } | null = null;
    let cancelled = false;
    loadStripeJs()
      .then(async () => {
        if (cancelled || !window.Stripe || !container.current) return;
        const embedded = await window.Stripe(publishableKey).initEmbeddedCheckout({ fetchClientSecret: async () => clientSecret });
        if (cancelled) return embedded.destroy();
        checkout = embedded;
        embedded.mount(container.current);
        setState('mounted');
      })
      .catch((error: unknown) => setState(error instanceof StripeNotLoaded ? t('checkout.stripeNotLoaded') : error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [publishableKey, clientSecret]);

  return (
    <>
      {state === 'loading' ? <LoadingView label={t('checkout.loading')} /> : null}
      {state !== 'loading' && state !== 'mounted' ? <Alert tone="danger">{t('checkout.stripeLoadError', { message: state })}</Alert> : null}
      <div ref={container} />
    </>
  );
};

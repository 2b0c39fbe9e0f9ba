import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusPage } from '../shared/status-page';
import { Button } from '../shared/ui/button';
import { translate } from './i18n';
import type { Language } from './i18n/languages';
import { DEFAULT_SUPPORT_EMAIL } from './config';
import { PORTAL_VERSION } from './base-api';

interface Props {
  language: Language;
  children: ReactNode;
  /** Changing it (the route) clears a caught error so navigation recovers. */
  resetKey?: string;
}

/** The generic boundary (spec 000 section 8): 'An unexpected error occurred.' with a support mailto. */
export class ErrorBoundary extends Component<Props, { error: Error | null; key?: string }> {
  state: { error: Error | null; key?: string } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key?: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error in the portal', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(this.props.language, key, params);
    const mailto = `mailto:${DEFAULT_SUPPORT_EMAIL}?subject=${encodeURIComponent('Admin portal error')}&body=${encodeURIComponent(
      `Error: ${error.message}\nPage: ${window.location.pathname}${window.location.search}\nVersion: ${PORTAL_VERSION}`,
    )}`;
    return (
      <StatusPage
        tone="danger"
        title={t('errors.unexpected')}
        body={t('errors.unexpectedHelp', { email: DEFAULT_SUPPORT_EMAIL })}
        actions={
          <>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </Button>
            <a href={mailto} css={(theme) => ({ alignSelf: 'center', color: theme.colors.primary, fontWeight: 600 })}>
              {t('errors.emailSupport')}
            </a>
          </>
        }
      />
    );
  }
}

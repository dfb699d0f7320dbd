/**
 * shared-ui: the one copy of theme, primitives, toast store and Supabase client that the shell and
 * every remote share at run time. Import it by package name only. Test helpers for its consumers
 * are in `shared-ui/testing`.
 */
export { SITE_INFO, LEGAL_NAME, pageTitle } from './site/site-info';

export { THEMES, THEME_LABELS, isTheme } from './theme/themes';
export { color, radius, font, shadow, media } from './theme/tokens';
export { ThemeProvider, useTheme } from './theme/theme-provider';

export { Button } from './components/button/button';
export { buttonStyle } from './components/button/button-style';

// The dialog primitives are a separate entry: 'shared-ui/dialog' (./dialog.ts).

export { toast, dismissToast } from './components/toast/toast-store';
export type { ToastInput } from './components/toast/toast-store';
export { Toaster } from './components/toast/toaster';

export { TextField } from './components/text-field/text-field';
export {
  FieldFrame,
  FieldLabel,
  FieldNote,
  FieldProblem,
  VisuallyHidden,
  fieldControl,
} from './components/text-field/field-parts';
export { charCount } from './forms/char-count';
export { isEmailAddress, EMAIL_ADDRESS_PROBLEM } from './forms/email-address';
export { LEAD_LIMITS, CONTACT_LIMITS, RESOURCE_LIMITS } from './forms/form-limits';
export { useSubmitOnce } from './forms/use-submit-once';

export { LineIcon } from './components/line-icon/line-icon';

export { Spinner } from './components/spinner/spinner';

export { PageFrame } from './components/page-frame/page-frame';

export {
  PAGE_TRANSITION,
  PAGE_EXIT,
  PAGE_ENTER,
  CARD_STAGGER_SECONDS,
  CARD_FADE_SECONDS,
  fadeUp,
} from './motion/presets';
export { REDUCED_MOTION_QUERY, prefersReducedMotion } from './motion/reduced-motion';
export { loadMotion } from './motion/load-motion';
export { afterPageLoad, beforeFirstUse, useAfterPageLoad, IDLE_FALLBACK_MS } from './scheduling/after-page-load';

export { SiteActionsProvider, actionAttribute, useContactAction, useServiceAction } from './actions/site-actions';

export { SiteLink, SiteNavigationProvider, loadSitePage, useSiteNavigate } from './navigation/site-link';
export type { SiteNavigate } from './navigation/site-link';

export { useAuth } from './auth/auth-context';
export { AuthProvider } from './auth/auth-provider';

export { configureSupabase, getSupabase, getSupabaseConfig, hasStoredSession } from './supabase/supabase-client';
export type { SupabaseConfig } from './supabase/supabase-client';
export type { Enums, Tables, TablesInsert } from './supabase/database';
export { leadSearchFilter, MAX_SEARCH_LENGTH } from './supabase/leads-query';
export type { LeadFilters } from './supabase/leads-query';

export { usePageMeta } from './meta/use-page-meta';

export type { PageModule, ContactDialogModule, ContactDialogProps } from './contracts/remote-modules';

export { SITE_MANIFEST, SITE_PAGES, REMOTE_KEYS, sitePageAt, exposedModuleFor } from './site/site-manifest';
export { RELEASE_PREVIEW_PARAMETER } from './site/release-preview';
export type { SiteRoute, SitePage, RemoteKey } from './site/site-manifest';

export { reportConversion, takeConversions } from './telemetry/report-conversion';
export type { ReportedConversion } from './telemetry/report-conversion';

// @lobby/shared-ui — theme, primitives and formatters shared by the shell and every remote.
// Types styled-components' theme as the Lobby theme wherever shared-ui is imported.
export type {} from './theme/styled';
export { theme, media } from './theme/theme';
export type { LobbyTheme } from './theme/theme';
export { LobbyThemeProvider } from './theme/theme-provider';
export { contrastRatio, relativeLuminance } from './theme/contrast';
export * from './format/format';
export { useNow } from './hooks/use-now';
export { useCountUp } from './hooks/use-count-up';
export { useOutsideClick } from './hooks/use-outside-click';
export { useMediaQuery } from './hooks/use-media-query';
export { Button } from './components/button';
export type { ButtonVariant } from './components/button';
export { Card, Page, PageTitle, SectionTitle, Muted, Grid, StatTile } from './components/card';
export { Badge } from './components/badge';
export type { BadgeTone } from './components/badge';
export { ImageWithFallback, Avatar } from './components/image';
export type { ImageWithFallbackProps } from './components/image';
export { ExternalLink } from './components/external-link';
export type { ExternalLinkProps } from './components/external-link';
export { EmptyState } from './components/empty-state';
export { NameLines } from './components/name-lines';
export { FactList, FactRows } from './components/fact-list';
export type { Fact, FactListProps } from './components/fact-list';
export { stackedList } from './components/stacked-list';
export { Loader, Spinner } from './components/loader';
export { narrowTab, Tabs } from './components/tabs';
export type { TabItem } from './components/tabs';
export { Modal } from './components/modal';
export { ProgressBar } from './components/progress-bar';
export { Countdown } from './components/countdown';
export { CountUp } from './components/count-up';
export { MoneyFigure, NARROW_VIEWPORT } from './components/money-figure';
export { Pagination, pageWindow } from './components/pagination';
export {
  Input,
  TextArea,
  Select,
  TextField,
  TextAreaField,
  SelectField,
  FieldError,
  Alert,
  RetryAlert,
  ErrorAlert,
} from './components/form';
export { SearchInput } from './components/search-input';
export { StandaloneRoutes } from './components/standalone-routes';
export { Skeleton } from './components/skeleton';
export { VisuallyHidden } from './components/visually-hidden';
export { SvgIcon, createIcon } from './icons/svg-icon';
export type { IconProps, IconVariant } from './icons/svg-icon';
export * from './icons/icons';
export { ICON_SET } from './icons/icon-set';
export * from './icons/brand-icons';
export { SOCIAL_NETWORKS, socialHref } from './social/social-networks';
export type { SocialNetwork, SocialNetworkInfo } from './social/social-networks';
export * from './admin';

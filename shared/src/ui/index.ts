// Building blocks of the areas' pages. A separate entry so the login page does not load them.
export { Page } from './Page';
export { useStackedTableStyles } from './stackedTable';
export { usePageTitle } from './usePageTitle';
export { NotFoundView } from './NotFoundView';
export { PreparingNotice } from './PreparingNotice';
export { AreaRoutes } from './AreaRoutes';
export { lazyPage } from './lazyPage';
export { SafeHtml, sanitizeHtml } from './SafeHtml';
export { JAPANESE_COMBOBOX, JAPANESE_DROPDOWN, JAPANESE_SEARCHBOX } from './japaneseLabels';
export { LoadingState, ErrorState, EmptyState, MissingState } from './states';
export { InquiryStatusBadge } from './InquiryStatusBadge';
export { PatchNoteLabels } from './PatchNoteLabels';
export { RouterLink } from './RouterLink';
export { PatchNoteArticle } from './PatchNoteArticle';
export { SupportStatusBadge } from './SupportStatusBadge';
export { ActionDialog } from './ActionDialog';
export { useRequestIds } from './useRequestIds';

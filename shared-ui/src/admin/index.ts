// Admin UI primitives: what every admin screen of the shell and the remotes is built from.
export { AdminPageHeader } from './page-header';
export { DataTable } from './data-table';
export type { DataColumn, DataTableProps } from './data-table';
export { AdminFormField } from './form-field';
export type { FieldControlProps } from './form-field';
export { AdminToolbar, ToolbarItem } from './toolbar';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { StatusBadge } from './status-badge';
export { useFocusTrap, focusableIn } from './use-focus-trap';

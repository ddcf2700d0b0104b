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
export { useListParams, usePageParam } from './list-params';
export type { ListParams } from './list-params';
export { AdminStatusFilter } from './status-filter';
export type { StatusOption } from './status-filter';
export { PagedDataTable, pageRangeText } from './paged-table';
export type { PageInfo, PagedDataTableProps } from './paged-table';
export { useRowAction, RowActionDialog, ActionNotice } from './row-action';
export type { RowAction, RowActionOptions } from './row-action';

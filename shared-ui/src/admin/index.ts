// Admin UI primitives: what every admin screen of the shell and the remotes is built from.
export { AdminPageHeader } from './page-header';
export { DataTable } from './data-table';
export type { DataColumn, DataTableProps } from './data-table';
export { AdminFormField } from './form-field';
export type { FieldControlProps } from './form-field';
export { AdminToolbar, ToolbarItem } from './toolbar';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
export { StatusBadge } from './status-badge';
export { useFocusTrap, focusableIn } from './use-focus-trap';
export {
  AdminStack,
  AdminSection,
  AdminForm,
  AdminFieldGrid,
  AdminFormStatus,
  FIELDS_NEED_A_FIX,
  AdminSaveBar,
  AdminLoadError,
  AdminNotFound,
} from './form-layout';
export {
  AdminInput,
  AdminNumberInput,
  AdminDateTimeInput,
  AdminTextArea,
  AdminSelect,
  CheckboxField,
  CheckboxGroup,
} from './form-controls';
export type { AdminFieldProps, CheckboxOption } from './form-controls';
export {
  useFormState,
  useFieldErrors,
  failureBanner,
  bindFields,
  formSubmit,
  useRecordId,
  serverFieldErrors,
  numberInput,
  toDateTimeLocal,
  fromDateTimeLocal,
} from './form-state';
export type { TextKeys } from './form-state';
export { useAdminRecord } from './use-admin-record';
export type { AdminRecordOptions } from './use-admin-record';
export { ImageUploadField, ADMIN_UPLOAD_IMAGE_TYPES } from './image-upload-field';
export type { UploadedImage } from './image-upload-field';
export { useListParams, usePageParam, useUrlFilters } from './list-params';
export type { ListParams, UrlFilters } from './list-params';
export { AdminSearchField } from './search-field';
export { AdminListState } from './list-state';
export { AdminStatusFilter } from './status-filter';
export type { StatusOption } from './status-filter';
export { PagedDataTable, PageFooter, pageRangeText } from './paged-table';
export type { PageInfo, PagedDataTableProps } from './paged-table';
export { useRowAction, RowActionDialog, ActionNotice } from './row-action';
export type { RowAction, RowActionOptions } from './row-action';
export { AdminInlineForm, AdminFormCard, AdminFormWide } from './section';
export { AdminQueueList } from './queue-list';
export type { AdminQueueListProps, QueueLoad } from './queue-list';
export { useQueueList } from './use-queue-list';
export type { QueueList, QueueListOptions } from './use-queue-list';

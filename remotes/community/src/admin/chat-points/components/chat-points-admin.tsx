import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatPointsSettings } from '@lobby/contract-community';
import { ApiError, logFailure, useSessionStore } from '@lobby/shared-api';
import {
  AdminForm,
  AdminFormStatus,
  AdminLoadError,
  AdminNumberInput,
  AdminPageHeader,
  AdminSaveBar,
  AdminStack,
  AdminTextArea,
  Card,
  CheckboxField,
  failureBanner,
  Loader,
  Muted,
  bindFields,
  formSubmit,
  numberInput,
  useFieldErrors,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import {
  adminChatPointsKeys,
  getChatPointsSettings,
  saveChatPointsSettings,
} from '../api/admin-chat-points';

interface FormState {
  enabled: boolean;
  points_per_interval: string;
  interval_minutes: string;
  daily_cap: string;
  /** One Kick username a line. */
  ignored: string;
}

const EMPTY: FormState = {
  enabled: true,
  points_per_interval: '',
  interval_minutes: '',
  daily_cap: '',
  ignored: '',
};

const fromSettings = (s: ChatPointsSettings): FormState => ({
  enabled: s.enabled,
  points_per_interval: String(s.points_per_interval),
  interval_minutes: String(s.interval_minutes),
  daily_cap: String(s.daily_cap),
  ignored: s.ignored_usernames.join('\n'),
});

const toSettings = (f: FormState): ChatPointsSettings => ({
  enabled: f.enabled,
  points_per_interval: numberInput(f.points_per_interval),
  interval_minutes: numberInput(f.interval_minutes),
  daily_cap: numberInput(f.daily_cap),
  ignored_usernames: f.ignored
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean),
});

/** The settings' name of a field the form names otherwise. */
const FIELD_OF = { ignored_usernames: 'ignored' };

/**
 * Admin › Chat points: what a member with a linked Kick account earns for taking part in chat
 * while the stream is live — points per interval, the interval, the day's cap, and the Kick
 * usernames (bots, the blacklist) that never earn. Moderators see the settings; admins change them.
 */
export function ChatPointsAdmin() {
  const isAdmin = useSessionStore((s) => s.user?.role === 'admin');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: adminChatPointsKeys.settings(),
    queryFn: async () => (await getChatPointsSettings()).data,
    meta: logFailure('[community/admin] Failed to load the chat points settings'),
  });
  const { values, set, dirty, isDirty, markSaved } = useFormState(EMPTY, {
    data: settings.data,
    toForm: fromSettings,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const save = useMutation({
    mutationFn: saveChatPointsSettings,
    onSuccess: (res) => {
      queryClient.setQueryData(adminChatPointsKeys.settings(), res.data);
      markSaved(fromSettings(res.data));
    },
  });
  const errors = useFieldErrors(save.error, values, FIELD_OF);
  const field = bindFields(values, set, errors);

  if (settings.isError)
    return (
      <AdminLoadError title="Chat points" onRetry={() => void settings.refetch()}>
        Failed to load the chat points settings.
      </AdminLoadError>
    );
  if (settings.isPending) return <Loader label="Loading chat points settings..." />;

  const failure =
    save.error instanceof ApiError ? save.error.message : save.error ? 'Failed to save' : null;
  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title="Chat points"
        description="Members with a linked Kick account earn points for chatting while the stream is live: once per interval in which they wrote, up to the day's cap. Commands, repeats and the usernames below earn nothing. Kick reports no viewers, so chat is the honest measure of watch time."
      />
      <AdminFormStatus
        saved={save.isSuccess && !dirty ? 'Chat points settings saved.' : null}
        error={failureBanner(save.error, errors, failure)}
        fieldErrors={errors}
      />
      <Card>
        <AdminForm
          $min={200}
          onSubmit={formSubmit(() => save.mutate(toSettings(values)))}
          noValidate
          aria-label="Chat points settings"
        >
          <div className="wide">
            <CheckboxField
              checked={values.enabled}
              onChange={(v) => set('enabled', v)}
              disabled={!isAdmin}
            >
              Award chat points
            </CheckboxField>
            {errors.enabled ? <Muted role="alert">{errors.enabled}</Muted> : null}
          </div>
          <AdminNumberInput
            label="Points per interval"
            required
            min={1}
            disabled={!isAdmin}
            {...field('points_per_interval')}
          />
          <AdminNumberInput
            label="Interval (minutes)"
            required
            min={1}
            disabled={!isAdmin}
            {...field('interval_minutes')}
          />
          <AdminNumberInput
            label="Daily cap (points)"
            hint="0: no cap."
            min={0}
            disabled={!isAdmin}
            {...field('daily_cap')}
          />
          <AdminTextArea
            wide
            label="Ignored Kick usernames"
            hint="One a line: bots and blacklisted viewers earn nothing."
            rows={6}
            disabled={!isAdmin}
            {...field('ignored', 'ignored_usernames')}
          />
          {isAdmin ? (
            <AdminSaveBar busy={save.isPending} label="Save settings" />
          ) : (
            <Muted className="wide">Only an admin can change these settings.</Muted>
          )}
        </AdminForm>
      </Card>
    </AdminStack>
  );
}

export default ChatPointsAdmin;

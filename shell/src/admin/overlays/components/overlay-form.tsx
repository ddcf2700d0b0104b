import type { FormEvent } from 'react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type {
  AdminOverlay,
  AdminOverlayInput,
  OverlayKind,
  OverlaySettings,
} from '@lobby/shared-api';
import {
  OVERLAY_KIND_LABELS,
  OVERLAY_KINDS,
  OVERLAY_SIZE,
  OVERLAY_TOP_MAX,
  defaultOverlaySettings,
  useLeaderboardSummaryQuery,
} from '@lobby/shared-api';
import {
  ErrorAlert,
  AdminFormField,
  Button,
  Input,
  Select,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  legend {
    padding: 0 0 8px;
    font-weight: 700;
    font-size: 15px;
  }
`;

const Colour = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input[type='color'] {
    width: 44px;
    height: 40px;
    flex: none;
    padding: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    cursor: pointer;
  }
  code {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Range = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  input {
    flex: 1;
    min-width: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    min-width: 3.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** What the form holds: numbers may be mid-typing (NaN), sent as they are for the server to judge. */
type Draft = { kind: OverlayKind; name: string; settings: Record<string, unknown> };

const num = (value: string): number | string => (value.trim() === '' ? '' : Number(value));
const optionalId = (value: string): number | string | null =>
  value.trim() === '' ? null : Number(value);

/** Create or edit an overlay: kind (at creation), name, size, colours and the kind's options. */
export function OverlayForm({
  overlay,
  busy,
  errors,
  formError,
  onSubmit,
  onCancel,
  onDraftChange,
}: {
  /** The overlay edited; null to make one. */
  overlay: AdminOverlay | null;
  busy: boolean;
  errors: Record<string, string>;
  formError: string | null;
  onSubmit: (input: AdminOverlayInput) => void;
  onCancel: () => void;
  /** Every change of the settings (the live preview shows them unsaved). */
  onDraftChange?: (settings: OverlaySettings) => void;
}) {
  const {
    values: draft,
    reset: setDraft,
    isDirty,
  } = useFormState<Draft>(() =>
    overlay
      ? { kind: overlay.kind, name: overlay.name, settings: { ...overlay.settings } }
      : { kind: 'hunt', name: '', settings: { ...defaultOverlaySettings('hunt') } },
  );
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const platforms = useLeaderboardSummaryQuery({ select: (s) => s.data.platforms });
  const first = useRef<HTMLInputElement | HTMLSelectElement | null>(null);
  useEffect(() => first.current?.focus(), []);
  const latestChange = useRef(onDraftChange);
  latestChange.current = onDraftChange;
  useEffect(() => {
    latestChange.current?.(draft.settings as unknown as OverlaySettings);
  }, [draft.settings]);

  const s = draft.settings;
  const set = (patch: Record<string, unknown>) =>
    setDraft((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
  const err = (field: string) => errors[`settings.${field}`] ?? null;

  const changeKind = (kind: OverlayKind) => {
    const common = {
      font_scale: s.font_scale,
      text_color: s.text_color,
      accent_color: s.accent_color,
      panel_color: s.panel_color,
      panel_opacity: s.panel_opacity,
    };
    setDraft((d) => ({ ...d, kind, settings: { ...defaultOverlaySettings(kind), ...common } }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ kind: draft.kind, name: draft.name, settings: draft.settings } as AdminOverlayInput);
  };

  const colour = (field: 'text_color' | 'accent_color' | 'panel_color', label: string) => (
    <AdminFormField label={label} error={err(field)}>
      {(control) => (
        <Colour>
          <input
            type="color"
            {...control}
            value={String(s[field])}
            onChange={(e) => set({ [field]: e.target.value })}
          />
          <code>{String(s[field])}</code>
        </Colour>
      )}
    </AdminFormField>
  );

  const number = (field: string, label: string, min: number, max: number, hint?: string) => (
    <AdminFormField label={label} error={err(field)} hint={hint} required>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          $invalid={control['aria-invalid']}
          value={s[field] === '' || s[field] == null ? '' : String(s[field])}
          onChange={(e) => set({ [field]: num(e.target.value) })}
        />
      )}
    </AdminFormField>
  );

  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-label={overlay ? `Edit ${overlay.name}` : 'New overlay'}
    >
      {unsavedPrompt}
      <ErrorAlert>{formError}</ErrorAlert>
      <Grid>
        {overlay ? null : (
          <AdminFormField label="Kind" error={errors.kind} required>
            {(control) => (
              <Select
                {...control}
                ref={(el) => {
                  first.current = el;
                }}
                value={draft.kind}
                onChange={(e) => changeKind(e.target.value as OverlayKind)}
              >
                {OVERLAY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {OVERLAY_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </AdminFormField>
        )}
        <AdminFormField
          label="Name"
          error={errors.name}
          required
          hint="For you: OBS never shows it."
        >
          {(control) => (
            <Input
              {...control}
              ref={(el) => {
                if (overlay) first.current = el;
              }}
              maxLength={80}
              $invalid={control['aria-invalid']}
              value={draft.name}
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
            />
          )}
        </AdminFormField>
      </Grid>

      {draft.kind === 'leaderboard' ? (
        <Group>
          <legend>Leaderboard</legend>
          <Grid>
            <AdminFormField label="Platform" error={err('platform')} required>
              {(control) => (
                <Select
                  {...control}
                  $invalid={control['aria-invalid']}
                  value={String(s.platform ?? '')}
                  onChange={(e) => set({ platform: e.target.value })}
                >
                  <option value="">Choose a platform</option>
                  {(platforms.data ?? []).map((p) => (
                    <option key={p.slug} value={p.slug}>
                      {p.name}
                    </option>
                  ))}
                  {s.platform && !(platforms.data ?? []).some((p) => p.slug === s.platform) ? (
                    <option value={String(s.platform)}>{String(s.platform)}</option>
                  ) : null}
                </Select>
              )}
            </AdminFormField>
            {number('top', 'Players shown', 1, OVERLAY_TOP_MAX, `1 to ${OVERLAY_TOP_MAX}`)}
          </Grid>
        </Group>
      ) : null}
      {draft.kind === 'bracket' || draft.kind === 'giveaway' ? (
        <Group>
          <legend>{draft.kind === 'bracket' ? 'Tournament' : 'Giveaway'}</legend>
          <Grid>
            <AdminFormField
              label={draft.kind === 'bracket' ? 'Tournament ID' : 'Giveaway ID'}
              error={err(draft.kind === 'bracket' ? 'tournament_id' : 'giveaway_id')}
              hint={
                draft.kind === 'bracket'
                  ? 'Empty: the newest active tournament.'
                  : 'Empty: the current giveaway (open, else the last drawn).'
              }
            >
              {(control) => {
                const field = draft.kind === 'bracket' ? 'tournament_id' : 'giveaway_id';
                return (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    $invalid={control['aria-invalid']}
                    value={s[field] == null ? '' : String(s[field])}
                    onChange={(e) => set({ [field]: optionalId(e.target.value) })}
                  />
                );
              }}
            </AdminFormField>
            {draft.kind === 'giveaway'
              ? number('reveal_seconds', 'Reveal time (seconds)', 2, 30, 'How long the reel runs.')
              : null}
          </Grid>
        </Group>
      ) : null}

      <Group>
        <legend>Size</legend>
        <Grid>
          {number(
            'width',
            'Width (px)',
            OVERLAY_SIZE.minWidth,
            OVERLAY_SIZE.maxWidth,
            'Set the OBS browser source to this size.',
          )}
          {number('height', 'Height (px)', OVERLAY_SIZE.minHeight, OVERLAY_SIZE.maxHeight)}
          <AdminFormField label="Text size" error={err('font_scale')}>
            {(control) => (
              <Range>
                <input
                  {...control}
                  type="range"
                  min={50}
                  max={250}
                  step={5}
                  value={Number(s.font_scale) || 100}
                  onChange={(e) => set({ font_scale: Number(e.target.value) })}
                />
                <output htmlFor={control.id}>{String(s.font_scale)}%</output>
              </Range>
            )}
          </AdminFormField>
        </Grid>
      </Group>
      <Group>
        <legend>Colours</legend>
        <Grid>
          {colour('text_color', 'Text')}
          {colour('accent_color', 'Accent')}
          {colour('panel_color', 'Panel')}
          <AdminFormField label="Panel opacity" error={err('panel_opacity')} hint="0 %: no panels.">
            {(control) => (
              <Range>
                <input
                  {...control}
                  type="range"
                  min={0}
                  max={100}
                  step={5}
                  value={Number(s.panel_opacity) || 0}
                  onChange={(e) => set({ panel_opacity: Number(e.target.value) })}
                />
                <output htmlFor={control.id}>{String(s.panel_opacity)}%</output>
              </Range>
            )}
          </AdminFormField>
        </Grid>
      </Group>
      <ErrorAlert>{errors.settings}</ErrorAlert>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : overlay ? 'Save overlay' : 'Create overlay'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {overlay ? 'Close' : 'Cancel'}
        </Button>
      </Actions>
    </Form>
  );
}

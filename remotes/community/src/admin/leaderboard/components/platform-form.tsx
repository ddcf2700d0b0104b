import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AdminPlatform } from '@lobby/contract-community';
import {
  AdminFormField,
  Button,
  Input,
  Select,
  TextArea,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { createPlatform, updatePlatform, uploadPlatformImage } from '../api/admin-leaderboards';
import { Panel, FormGrid, Wide, Check, NoticeLine, fieldErrorsOf, useInvalidate } from './panel';
import type { Notice } from './panel';

/** Platform settings: name, slug, image, currency, zone, ranking, exclusions, masking. */
export function PlatformForm({
  platform,
  onSaved,
}: {
  platform: AdminPlatform | null;
  onSaved: (p: AdminPlatform) => void;
}) {
  const invalidate = useInvalidate();
  // The panels open below the platform list (off screen on a phone): take focus there, as the
  // user asked for them with "New platform" or "Manage".
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const {
    values: v,
    reset: setV,
    isDirty,
    markSaved,
  } = useFormState(() => ({
    name: platform?.name ?? '',
    slug: platform?.slug ?? '',
    currency_symbol: platform?.currency_symbol ?? '$',
    time_zone: platform?.time_zone ?? 'UTC',
    wager_basis: platform?.wager_basis ?? 'raw',
    excluded: (platform?.excluded_usernames ?? []).join('\n'),
    mask_usernames: platform?.mask_usernames ?? false,
    active: platform?.active ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [image, setImage] = useState<File | null>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(() => isDirty() || image !== null);
  const save = useMutation({
    mutationFn: async () => {
      const input = {
        name: v.name,
        slug: v.slug,
        currency_symbol: v.currency_symbol,
        time_zone: v.time_zone,
        wager_basis: v.wager_basis as 'raw' | 'weighted',
        excluded_usernames: v.excluded
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        mask_usernames: v.mask_usernames,
        active: v.active,
      };
      let answer = platform
        ? await updatePlatform(platform.id, input)
        : await createPlatform(input);
      if (image) answer = await uploadPlatformImage(answer.data.id, image);
      return answer;
    },
    onSuccess: (a) => {
      markSaved();
      setErrors({});
      setImage(null);
      setNotice({ tone: 'success', text: a.message });
      void invalidate();
      onSaved(a.data);
    },
    onError: (e) => {
      setErrors(fieldErrorsOf(e));
      setNotice({ tone: 'danger', text: e.message || 'Could not save the platform' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    save.mutate();
  };
  const set = (k: keyof typeof v) => (value: string | boolean) =>
    setV((s) => ({ ...s, [k]: value }));
  return (
    <Panel aria-labelledby="platform-settings">
      <h2 id="platform-settings" ref={heading} tabIndex={-1}>
        {platform ? 'Platform' : 'New platform'}
      </h2>
      {unsavedPrompt}
      <FormGrid onSubmit={submit} noValidate aria-label="Platform settings">
        <AdminFormField label="Name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={v.name}
              maxLength={80}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Slug" required error={errors.slug} hint="Used in the page address">
          {(p) => (
            <Input
              {...p}
              value={v.slug}
              maxLength={64}
              onChange={(e) => set('slug')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Currency symbol" error={errors.currency_symbol}>
          {(p) => (
            <Input
              {...p}
              value={v.currency_symbol}
              maxLength={5}
              onChange={(e) => set('currency_symbol')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField
          label="Time zone of the periods"
          error={errors.time_zone}
          hint="e.g. UTC, Europe/Berlin"
        >
          {(p) => (
            <Input
              {...p}
              value={v.time_zone}
              maxLength={64}
              onChange={(e) => set('time_zone')(e.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label="Rank by" error={errors.wager_basis}>
          {(p) => (
            <Select
              {...p}
              value={v.wager_basis}
              onChange={(e) => set('wager_basis')(e.target.value)}
            >
              <option value="raw">Raw wagered</option>
              <option value="weighted">Weighted wagered</option>
            </Select>
          )}
        </AdminFormField>
        <AdminFormField label="Image" error={errors.image} hint="PNG, JPEG, WebP or GIF">
          {(p) => (
            <Input
              {...p}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            />
          )}
        </AdminFormField>
        <Wide>
          <AdminFormField
            label="Usernames left off the board"
            error={errors.excluded_usernames}
            hint="One per line: staff, the streamer"
          >
            {(p) => (
              <TextArea
                {...p}
                rows={3}
                value={v.excluded}
                onChange={(e) => set('excluded')(e.target.value)}
              />
            )}
          </AdminFormField>
        </Wide>
        <Wide>
          <Check>
            <input
              type="checkbox"
              checked={v.mask_usernames}
              onChange={(e) => set('mask_usernames')(e.target.checked)}
            />
            Hide usernames on public pages (ab***yz)
          </Check>
          <Check>
            <input
              type="checkbox"
              checked={v.active}
              onChange={(e) => set('active')(e.target.checked)}
            />
            Shown on the site
          </Check>
        </Wide>
        <Wide>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : platform ? 'Save platform' : 'Create platform'}
          </Button>
        </Wide>
      </FormGrid>
      <NoticeLine notice={notice} />
    </Panel>
  );
}

/**
 * Writing a notice: title and text in Chinese and, optionally, English; a link with its words;
 * whom it goes to, with how many units that is; sent after a confirmation that names the count.
 */
import { useEffect, useId, useState } from 'react';
import { broadcastBody } from '../contract/notices.contract.ts';
import { NOTICE_AUDIENCES, type NoticeAudience, USER_TYPES } from '#shared/vocabulary.ts';
import { audienceSize, sendBroadcast } from './broadcasts.calls.ts';
import { confirm, toast } from '#client/stores/feedback.ts';
import { sentNotices } from './broadcasts.store.ts';
import { Button } from '#ui/Button.tsx';
import { Field } from '#ui/Field.tsx';
import { useForm } from '#ui/useForm.ts';
import { useConsole } from '#ui/console/context.ts';
import { RichTextField } from '#ui/rich-text/RichTextField.tsx';
import { type Chosen, UnitPicker } from './UnitPicker.tsx';

const EMPTY = {
  title: '',
  titleEn: '',
  content: '',
  contentEn: '',
  linkTo: '',
  linkTitle: '',
  linkTitleEn: '',
  audience: 'members' as NoticeAudience,
  userType: '',
  unitIds: [] as number[],
};

export function ComposeNotice({ onDone }: { onDone: () => void }) {
  const { t } = useConsole();
  const id = useId();
  const form = useForm(broadcastBody, EMPTY, t, { check: 'submit' });
  const [units, setUnits] = useState<Chosen[]>([]);
  const [reach, setReach] = useState<number | null>(null);
  const { audience, userType } = form.values;

  useEffect(() => {
    if (audience === 'units') return setReach(units.length);
    if (audience === 'userType' && !userType) return setReach(null);
    let live = true;
    void audienceSize(
      audience === 'userType'
        ? { audience, userType: userType as (typeof USER_TYPES)[number] }
        : { audience },
    ).then((r) => live && setReach(r.units));
    return () => {
      live = false;
    };
  }, [audience, userType, units.length]);

  const submit = form.onSubmit(
    async (body) => {
      const sent = await sendBroadcast(body, form.once);
      toast('success', t('console.notices.sentTo', { n: sent.recipients }));
      await sentNotices.load();
      onDone();
    },
    {
      confirm: () =>
        confirm({
          title: t('console.notices.confirmTitle'),
          message: t('console.notices.confirmMessage', { n: reach ?? 0 }),
          confirmText: t('console.notices.send'),
          cancelText: t('common.cancel'),
        }),
    },
  );

  const rich = (name: 'content' | 'contentEn', label: string) => (
    <RichTextField
      label={label}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(html) => form.setValue(name, html)}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-4"
      aria-label={t('console.notices.compose')}
    >
      <div className="grid gap-x-6 sm:grid-cols-2">
        <Field label={t('console.notices.title')} required {...form.field('title')} />
        <Field label={t('console.notices.titleEn')} {...form.field('titleEn')} />
      </div>
      {rich('content', t('console.notices.content'))}
      {rich('contentEn', t('console.notices.contentEn'))}
      <div className="grid gap-x-6 sm:grid-cols-3">
        <Field
          label={t('console.notices.linkTo')}
          hint={t('console.notices.linkHint')}
          {...form.field('linkTo')}
        />
        <Field label={t('console.notices.linkTitle')} {...form.field('linkTitle')} />
        <Field label={t('console.notices.linkTitleEn')} {...form.field('linkTitleEn')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">
          {t('console.notices.audience')}
        </legend>
        <div className="flex flex-wrap gap-4">
          {NOTICE_AUDIENCES.map((a) => (
            <label key={a} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${id}-audience`}
                checked={audience === a}
                onChange={() => form.setValue('audience', a)}
              />
              {t(`console.notices.to.${a}`)}
            </label>
          ))}
        </div>
        {audience === 'userType' && (
          <label className="flex flex-col text-sm text-gray-700" htmlFor={`${id}-type`}>
            {t('console.directory.column.userType')}
            <select
              id={`${id}-type`}
              value={userType}
              onChange={(e) => form.setValue('userType', e.target.value)}
              className="max-w-xs rounded border border-gray-300 bg-white px-2 py-1.5"
              aria-invalid={form.errors.userType ? 'true' : 'false'}
            >
              <option value="">{t('console.notices.chooseType')}</option>
              {USER_TYPES.map((u) => (
                <option key={u} value={u}>
                  {t(`console.userType.${u}`)}
                </option>
              ))}
            </select>
            {form.errors.userType && (
              <span className="text-xs text-red-600">{form.errors.userType}</span>
            )}
          </label>
        )}
        {audience === 'units' && (
          <UnitPicker
            chosen={units}
            error={form.errors.unitIds}
            onChange={(next) => {
              setUnits(next);
              form.setValue(
                'unitIds',
                next.map((u) => u.id),
              );
            }}
          />
        )}
        <p className="text-sm text-gray-600" aria-live="polite">
          {reach === null ? '' : t('console.notices.reach', { n: reach })}
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy}>
          {t('console.notices.send')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

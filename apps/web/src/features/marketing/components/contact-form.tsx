import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactFormInput,
  type ContactMessageInput,
  contactFormDefaults,
  contactFormSchema,
  contactReasons,
} from '@rentwise/core/contact/schema';
import { CircleCheckBig, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { sendContactMessage } from '../api/send-contact-message';
import { useLanguage } from '../lib/use-language';

type FormValues = typeof contactFormDefaults;

/**
 * The contact form (spec sections 3–5): editing → sending ('Sending...', button disabled) → sent,
 * and 'Send Another Message' clears it. `?reason=demo` (the Get Demo link) preselects a reason.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState(false);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const requestedReason = searchParams.get('reason');
  const initialReason = contactReasons.find((reason) => reason === requestedReason) ?? '';

  const form = useForm<FormValues, unknown, ContactMessageInput>({
    resolver: zodResolver(contactFormSchema) as never,
    defaultValues: { ...contactFormDefaults, reason: initialReason },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof FormValues) => {
    const message = errors[field]?.message;
    return message ? t(message) : undefined;
  };

  // The confirmation replaces a taller form: bring it to the top of the screen, below the fixed
  // header (its scroll margin), or it could sit under the header or above the screen (issue 24).
  useEffect(() => {
    if (!sent) return;
    sentRef.current?.scrollIntoView({ block: 'start' });
    sentHeadingRef.current?.focus({ preventScroll: true });
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    await sendContactMessage(values as ContactFormInput, language);
    setSent(true);
  });

  const sendAnother = () => {
    form.reset({ ...contactFormDefaults });
    setSent(false);
    // After the form is back, put the cursor in its first field.
    setTimeout(() => form.setFocus('name'), 0);
  };

  if (sent) {
    return (
      <div
        ref={sentRef}
        className="flex scroll-mt-24 flex-col items-center rounded-3xl border bg-card px-6 py-14 text-center shadow-sm sm:px-10"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-green-700 dark:text-green-300">
          <CircleCheckBig aria-hidden="true" className="size-8" />
        </span>
        <h2
          ref={sentHeadingRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold tracking-tight outline-none"
        >
          {t('sent.title')}
        </h2>
        <p className="mt-3 max-w-md text-muted-foreground">{t('sent.body')}</p>
        <Button className="mt-8" onClick={sendAnother}>
          {t('sent.again')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="rounded-3xl border bg-card p-6 shadow-sm sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        {t('form.title')}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t('form.description')}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Field label={t('form.name')} error={error('name')}>
          <Input autoComplete="name" required {...form.register('name')} />
        </Field>
        <Field label={t('form.company')} error={error('company')}>
          <Input autoComplete="organization" {...form.register('company')} />
        </Field>
        <Field label={t('form.email')} error={error('email')}>
          <Input type="email" autoComplete="email" required {...form.register('email')} />
        </Field>
        <Field label={t('form.phone')} error={error('phone')}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field label={t('form.reason')} error={error('reason')} className="sm:col-span-2">
          <NativeSelect required {...form.register('reason')}>
            <option value="" disabled>
              {t('form.reasonPlaceholder')}
            </option>
            {contactReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`form.reasons.${reason}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('form.message')} error={error('message')} className="sm:col-span-2">
          <Textarea
            rows={6}
            required
            placeholder={t('form.messagePlaceholder')}
            {...form.register('message')}
          />
        </Field>
        {/* Honeypot: people never see it; a bot that fills it in is silently dropped by the server. */}
        <div hidden>
          <label>
            {t('form.honeypot')}
            <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="form.privacy"
            components={[<Link key="privacy" to="/privacy" className="font-medium text-primary underline" />]}
          />
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="shrink-0">
          <Send aria-hidden="true" />
          {isSubmitting ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

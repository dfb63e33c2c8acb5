import type { RenewalOffer } from '@rentwise/core/renewals/schemas';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { FormDialog, useFormAction } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { documentFile, FileButtons } from '@/features/documents';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useAnswerRenewalOffer } from '../api/answer-renewal-offer';
import { useMyRenewalOffers } from '../api/get-my-renewal-offers';

/** The tenant's portal: each renewal offer waiting for them, with the new terms and Accept / Decline. */
export function RenewalOfferCards() {
  const offers = useMyRenewalOffers();
  const [declining, setDeclining] = useState<RenewalOffer | null>(null);
  if (!offers.data?.items.length) return null;
  return (
    <>
      {offers.data.items.map((offer) => (
        <RenewalOfferCard key={offer.id} offer={offer} onDecline={() => setDeclining(offer)} />
      ))}
      <DeclineDialog offer={declining} onOpenChange={(open) => !open && setDeclining(null)} />
    </>
  );
}

function RenewalOfferCard({ offer, onDecline }: { offer: RenewalOffer; onDecline(): void }) {
  const { t, i18n } = useTranslation('renewals');
  const { money } = useMoney();
  const answer = useAnswerRenewalOffer();
  const date = (value: string) => formatDate(value, i18n.language);
  const accept = () => {
    if (answer.isPending) return;
    answer.mutate(
      { offerId: offer.id, answer: { accept: true } },
      {
        onSuccess: () => toast.success(t('tenantCard.acceptedToast')),
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <Card className="border-primary/40">
      <CardHeader className="grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
        <span
          className="row-span-2 flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
          aria-hidden="true"
        >
          <CalendarClock />
        </span>
        <CardTitle className="self-center text-lg">{t('tenantCard.title')}</CardTitle>
        <CardDescription>{t('tenantCard.intro', { address: offer.propertyAddress })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">{t('tenantCard.term')}</dt>
            <dd className="font-medium">
              {t('tenantCard.termValue', { start: date(offer.startDate), end: date(offer.endDate) })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('tenantCard.rent')}</dt>
            <dd className="font-medium">
              {t('tenantCard.rentValue', {
                rent: money(offer.rentAmount, { decimals: true }),
                previous: money(offer.previousRentAmount, { decimals: true }),
              })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t('offerDialog.expiresOn')}</dt>
            <dd className="font-medium">{date(offer.expiresOn)}</dd>
          </div>
        </dl>
        {offer.message && (
          <div>
            <p className="text-sm text-muted-foreground">{t('tenantCard.message')}</p>
            <p className="whitespace-pre-line">{offer.message}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          {offer.documentId && (
            <div className="flex items-center gap-2 text-sm">
              <span>{t('tenantCard.addendum')}</span>
              <FileButtons
                name={t('tenantCard.addendum')}
                fileFor={(mode) =>
                  documentFile({ id: offer.documentId as string, name: 'addendum.pdf' }, mode)
                }
              />
            </div>
          )}
          {offer.status === 'sent' ? (
            <div className="flex gap-2">
              <Button variant="outline" onClick={onDecline}>
                {t('tenantCard.decline')}
              </Button>
              <Button onClick={accept} disabled={answer.isPending}>
                {t('tenantCard.accept')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('tenantCard.accepted')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function DeclineDialog({
  offer,
  onOpenChange,
}: {
  offer: RenewalOffer | null;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['renewals', 'validation']);
  const answer = useAnswerRenewalOffer();
  const form = useFormAction();
  const [reason, setReason] = useState('');
  const close = (open: boolean) => {
    if (open) return;
    setReason('');
    form.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!offer) return;
    if (!reason.trim()) {
      form.setErrors({ reason: t('validation:renewals.reasonRequired') });
      return;
    }
    void form.run(
      () => answer.mutateAsync({ offerId: offer.id, answer: { accept: false, reason: reason.trim() } }),
      t('tenantCard.declinedToast'),
      () => close(false),
    );
  };
  return (
    <FormDialog
      open={offer !== null}
      onOpenChange={close}
      title={t('tenantCard.declineTitle')}
      description={t('tenantCard.declineDescription')}
      submitLabel={t('tenantCard.confirmDecline')}
      busy={form.busy}
      destructive
      onSubmit={submit}
    >
      <Field label={t('tenantCard.reason')} error={form.errors.reason}>
        <Textarea maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
    </FormDialog>
  );
}

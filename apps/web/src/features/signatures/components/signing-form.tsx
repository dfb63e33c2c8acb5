import type { SigningAction } from '@rentwise/core/signatures/schemas';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

/** The drawing box: signature_pad on a canvas sized for the screen's pixel ratio. */
function DrawBox({ onReady }: { onReady: (pad: SignaturePad | null) => void }) {
  const { t } = useTranslation('signatures');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    // Ink that reads on both themes' white box (the box stays white: the PNG goes on paper).
    pad.current = new SignaturePad(element, { penColor: '#0f172a', backgroundColor: 'rgba(0,0,0,0)' });
    onReady(pad.current);
    return () => {
      pad.current?.off();
      onReady(null);
    };
  }, [onReady]);
  return (
    <div className="grid gap-2">
      <Label htmlFor="signature-canvas">{t('sign.drawLabel')}</Label>
      <canvas
        id="signature-canvas"
        ref={canvas}
        aria-label={t('sign.drawLabel')}
        className="h-40 w-full touch-none rounded-md border bg-white"
      />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => pad.current?.clear()}>
          {t('sign.clear')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Consent, then a typed or drawn signature (signature_pad), or a decline with a reason. Used by the
 * public signing page (/sign/:token) and the tenant portal; the caller sends what it gets.
 */
export function SigningForm({
  signerName,
  disabled,
  pending,
  onSubmit,
}: {
  signerName: string;
  disabled?: boolean;
  pending: boolean;
  onSubmit: (action: SigningAction) => void;
}) {
  const { t } = useTranslation('signatures');
  const [consent, setConsent] = useState(false);
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typed, setTyped] = useState(signerName);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const setPad = useCallback((value: SignaturePad | null) => {
    pad.current = value;
  }, []);

  const sign = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) return setProblem(t('validation.consentRequired'));
    if (mode === 'typed') {
      if (!typed.trim()) return setProblem(t('validation.typedRequired'));
      setProblem(null);
      return onSubmit({ consent: true, signature: { type: 'typed', text: typed.trim() } });
    }
    if (!pad.current || pad.current.isEmpty()) return setProblem(t('validation.drawingRequired'));
    setProblem(null);
    onSubmit({ consent: true, signature: { type: 'drawn', png: pad.current.toDataURL('image/png') } });
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(t('validation.reasonRequired'));
    setProblem(null);
    onSubmit({ decline: reason.trim() });
  };

  return (
    <div className="grid gap-8">
      <form className="grid gap-4" onSubmit={sign} noValidate>
        <div className="flex items-start gap-3">
          <input
            id="signing-consent"
            type="checkbox"
            className="mt-1 size-4 shrink-0"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            disabled={disabled}
          />
          <Label htmlFor="signing-consent" className="leading-snug font-normal">
            {t('sign.consent')}
          </Label>
        </div>
        <Tabs value={mode} onValueChange={(value) => setMode(value as 'typed' | 'drawn')}>
          <TabsList>
            <TabsTrigger value="typed">{t('sign.typeTab')}</TabsTrigger>
            <TabsTrigger value="drawn">{t('sign.drawTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="typed" className="grid gap-2 pt-2">
            <Label htmlFor="typed-signature">{t('sign.typedLabel')}</Label>
            <Input
              id="typed-signature"
              value={typed}
              maxLength={120}
              onChange={(event) => setTyped(event.target.value)}
              className="font-serif text-lg italic"
              disabled={disabled}
            />
          </TabsContent>
          <TabsContent value="drawn" className="pt-2">
            {mode === 'drawn' && <DrawBox onReady={setPad} />}
          </TabsContent>
        </Tabs>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <div>
          <Button type="submit" disabled={disabled || pending}>
            {t('sign.submit')}
          </Button>
        </div>
      </form>
      <form className="grid gap-3 border-t pt-6" onSubmit={decline} noValidate>
        <h2 className="font-semibold">{t('sign.declineTitle')}</h2>
        <Label htmlFor="decline-reason">{t('sign.declineReason')}</Label>
        <Textarea
          id="decline-reason"
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
          disabled={disabled}
        />
        <div>
          <Button type="submit" variant="outline" disabled={disabled || pending}>
            {t('sign.declineSubmit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

import {
  Check,
  CreditCard,
  FileSearch,
  LayoutDashboard,
  type LucideIcon,
  Smartphone,
  UserRound,
  Wrench,
} from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { Section, SectionHeading } from '../section';
import { toneClasses } from './hero';

type Tone = keyof typeof toneClasses;

/** The six feature tabs of the spec, in its order; lease-analysis is open first. */
export const featureTabs: { id: string; Icon: LucideIcon; points: string[]; tones: [Tone, Tone, Tone] }[] = [
  {
    id: 'lease-analysis',
    Icon: FileSearch,
    points: ['clauses', 'expiry', 'digital', 'renewals'],
    tones: ['danger', 'success', 'info'],
  },
  {
    id: 'maintenance',
    Icon: Wrench,
    points: ['routing', 'updates', 'priorities', 'costs'],
    tones: ['info', 'danger', 'success'],
  },
  {
    id: 'dashboard',
    Icon: LayoutDashboard,
    points: ['noi', 'occupancy', 'collections', 'activity'],
    tones: ['info', 'info', 'warning'],
  },
  {
    id: 'payments',
    Icon: CreditCard,
    points: ['online', 'reminders', 'lateFees', 'receipts'],
    tones: ['info', 'success', 'warning'],
  },
  {
    id: 'owner-portal',
    Icon: UserRound,
    points: ['statements', 'performance', 'approvals', 'messages'],
    tones: ['success', 'warning', 'success'],
  },
  {
    id: 'tenant-app',
    Icon: Smartphone,
    points: ['pay', 'report', 'documents', 'messages'],
    tones: ['info', 'warning', 'success'],
  },
];

export function Features() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="features" labelledBy="features-title">
      <SectionHeading
        id="features-title"
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
        description={t('landing.features.description')}
      />
      <Tabs defaultValue="lease-analysis" className="mt-12">
        <div className="flex justify-center">
          <TabsList
            aria-label={t('landing.features.tabsLabel')}
            className="grid w-full grid-cols-2 sm:flex sm:w-auto sm:max-w-full"
          >
            {featureTabs.map(({ id, Icon }) => (
              <TabsTrigger
                key={id}
                value={id}
                className="justify-start px-3 py-2 text-left whitespace-normal sm:justify-center sm:whitespace-nowrap"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`landing.features.tabs.${id}.label`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {featureTabs.map(({ id, Icon, points, tones }) => (
          <TabsContent key={id} value={id} className="mt-10">
            <div className="grid items-center gap-10 rounded-3xl border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-2">
              <div>
                <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl font-bold tracking-tight">
                  {t(`landing.features.tabs.${id}.title`)}
                </h3>
                <p className="mt-3 text-lg text-muted-foreground">{t(`landing.features.tabs.${id}.body`)}</p>
                <ul className="mt-6 grid gap-3">
                  {points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      <span>{t(`landing.features.tabs.${id}.points.${point}`)}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <figure className="rounded-2xl border bg-muted/50 p-5 sm:p-6">
                <figcaption className="flex items-center justify-between text-sm">
                  <span className="font-semibold">{t(`landing.features.tabs.${id}.label`)}</span>
                  <span className="rounded-full border bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    {t('landing.features.example')}
                  </span>
                </figcaption>
                <ul className="mt-4 grid gap-3">
                  {(['a', 'b', 'c'] as const).map((row, index) => (
                    <li
                      key={row}
                      className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm shadow-xs"
                    >
                      <span>{t(`landing.features.tabs.${id}.preview.${row}.label`)}</span>
                      <span
                        className={cn(
                          'shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold',
                          toneClasses[tones[index]],
                        )}
                      >
                        {t(`landing.features.tabs.${id}.preview.${row}.status`)}
                      </span>
                    </li>
                  ))}
                </ul>
              </figure>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}

import { Eye, Handshake, ShieldCheck, Target, Zap } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { PageHero, Section, SectionHeading } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';

const facts = ['integrations', 'goLive', 'onTime', 'languages'] as const;
const values = [
  { key: 'clarity', Icon: Eye },
  { key: 'reliability', Icon: Zap },
  { key: 'privacy', Icon: ShieldCheck },
  { key: 'partnership', Icon: Handshake },
] as const;

/** /about: mission, story and values. */
export default function AboutPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('meta.about'));
  return (
    <main>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} description={t('about.description')} />

      <Section labelledBy="mission-title">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div className="rounded-3xl bg-gradient-to-br from-blue-600 to-indigo-700 text-white p-8 shadow-lg sm:p-10">
            <Target aria-hidden="true" className="size-8" />
            <h2 id="mission-title" className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
              {t('about.mission.title')}
            </h2>
            <p className="mt-4 text-lg">{t('about.mission.body')}</p>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('about.story.title')}</h2>
            <div className="mt-5 grid gap-4 text-lg text-muted-foreground">
              <p>{t('about.story.p1')}</p>
              <p>{t('about.story.p2')}</p>
              <p>{t('about.story.p3')}</p>
            </div>
          </div>
        </div>
        <dl
          aria-label={t('about.facts.label')}
          className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border lg:grid-cols-4"
        >
          {facts.map((fact) => (
            <div key={fact} className="flex flex-col-reverse gap-1 bg-card p-6 text-center">
              <dt className="text-sm text-muted-foreground">{t(`about.facts.${fact}.label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary">
                {t(`about.facts.${fact}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section labelledBy="values-title" className="bg-muted/40">
        <SectionHeading id="values-title" title={t('about.values.title')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`about.values.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`about.values.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta />
    </main>
  );
}

import { Star } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { initialsOf } from '../../lib/partner-initials';
import { Section, SectionHeading } from '../section';

const stories = ['sarah', 'david', 'amelie'] as const;

/** Customer stories, each rated five stars (spec: anchor `testimonials`). */
export function Testimonials() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="testimonials" labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('landing.testimonials.eyebrow')}
        title={t('landing.testimonials.title')}
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {stories.map((story) => {
          const name = t(`landing.testimonials.items.${story}.name`);
          return (
            <li key={story}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-7 shadow-sm">
                <p
                  role="img"
                  aria-label={t('landing.testimonials.rating')}
                  className="flex gap-1 text-amber-500"
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden="true" className="size-5 fill-current" />
                  ))}
                </p>
                <blockquote className="mt-5 flex-1 text-lg">
                  <p>
                    {t('landing.testimonials.quote', {
                      text: t(`landing.testimonials.items.${story}.quote`),
                    })}
                  </p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                  >
                    {initialsOf(name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t(`landing.testimonials.items.${story}.role`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

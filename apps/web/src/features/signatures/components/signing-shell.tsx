import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoMark } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Card, CardContent } from '@/components/ui/card';

/** The frame of the pages reached without an account (signing link, verification). */
export function SigningShell({ brand, children }: { brand: string; children: ReactNode }) {
  return (
    <div className="min-h-svh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark />
            <span>{brand}</span>
          </p>
          <div className="flex items-center gap-1">
            <LanguageSwitcher compact />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">{children}</main>
    </div>
  );
}

export function SigningNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <h1 className="text-xl font-semibold">{title}</h1>
        {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
      </CardContent>
    </Card>
  );
}

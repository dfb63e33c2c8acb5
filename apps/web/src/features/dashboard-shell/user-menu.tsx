import { avatarInitials } from '@rentwise/core/profile/initials';
import { LogoutButton, useAuth } from '@/features/auth';

/** Avatar with initials (account email, else profile first name, else U) and the Logout button. */
export function UserMenu() {
  const { user, userProfile } = useAuth();
  return (
    <div className="ml-1 flex items-center gap-1">
      <span
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        title={user?.email}
        aria-hidden="true"
      >
        {avatarInitials(user?.email, userProfile?.firstName)}
      </span>
      <LogoutButton compact className="sm:hidden" />
      <LogoutButton className="hidden sm:inline-flex" />
    </div>
  );
}

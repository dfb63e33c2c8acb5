import { avatarInitials } from '@rentwise/core/profile/initials';

/** Avatar with initials and the Logout button; wired to the signed-in account by the auth feature. */
export function UserMenu() {
  return (
    <span
      className="ml-1 flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      aria-hidden="true"
    >
      {avatarInitials(null, null)}
    </span>
  );
}

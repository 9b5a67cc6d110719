import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.js';
import { useAppSelector } from './hooks.js';
import { selectSessionUser } from './session/sessionSlice.js';
import { useSignOut } from './session/useSignOut.js';

/** The title bar's account menu: change password and sign out (which leaves nothing of the session behind). */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<PersonCircleRegular />} aria-label={`Account: ${user?.fullName ?? ''}`}>
            {user?.fullName ?? '-'}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
              Change password
            </MenuItem>
            <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
              Sign out
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}

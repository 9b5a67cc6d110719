import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordDialog } from '../features/auth/ChangePasswordDialog.js';
import { api } from './api.js';
import { useAppDispatch, useAppSelector } from './hooks.js';
import { selectSessionUser, signedOut } from './session/sessionSlice.js';
import { useHost } from './useHost.js';

/** The title bar's account menu: change password and sign out (which leaves nothing of the session behind). */
export function UserMenu() {
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const host = useHost();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);

  const signOut = async () => {
    await host.signOut();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    void navigate('/auth/login', { replace: true });
  };

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

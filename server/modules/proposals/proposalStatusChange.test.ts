import { describe, expect, it } from 'vitest';
import type { ProposalRow } from '../../db/schema.js';
import { applyStatusChange } from './proposalStatusChange.js';

const row = { ref: 'MP-1001', policy_id: null } as ProposalRow;

describe('applyStatusChange', () => {
  it('sets a status with its reason and the last call-back slot, and notes both', () => {
    const change = applyStatusChange(row, { proposalStatus: 'Customer contacted', reason: 'Requested a call back later', callbackTimeArray: ['2026-12-01T09:00', '2026-12-02T10:00'] });
    expect(change.set).toMatchObject({ status: 'Customer contacted', status_reason: 'Requested a call back later', callback_at: '2026-12-02T10:00', callback_done: 0 });
    expect(change.note).toBe('Customer contacted – Requested a call back later; call back 2026-12-02T10:00');
  });

  it('clears the due call-backs of a status that has none', () => {
    const change = applyStatusChange(row, { proposalStatus: 'Customer contacted', reason: 'Asked for discount' });
    expect(change.set).toMatchObject({ callback_at: null, quoted_callback_at: null });
  });

  it('refuses a missing reason, a reason of another status, and call-backs without their reason, naming the field', () => {
    expect(() => applyStatusChange(row, { proposalStatus: 'Lost' })).toThrow('reason: Choose the reason for Lost');
    expect(() => applyStatusChange(row, { proposalStatus: 'Lost', reason: 'Quoted' })).toThrow('reason: "Quoted" is not a reason for Lost');
    expect(() => applyStatusChange(row, { proposalStatus: 'Customer contacted', reason: 'Asked for discount', quotedCallbackTimeArray: ['2026-12-01T09:00'] }))
      .toThrow('quotedCallbackTimeArray: Quoted call-backs go with the reason Quoted');
  });

  it('refuses a status change on a proposal that has a policy', () => {
    expect(() => applyStatusChange({ ...row, policy_id: 'p1' }, { proposalStatus: 'Customer contacted', reason: 'Quoted' })).toThrow('its status follows the policy');
  });

  it('marks a call-back done without a status, and refuses an empty block', () => {
    expect(applyStatusChange(row, { callBackDone: true })).toEqual({ set: { callback_done: 1 }, note: 'call back done' });
    expect(() => applyStatusChange(row, {})).toThrow('proposalStatus: Choose a status, or mark a call-back done');
  });
});

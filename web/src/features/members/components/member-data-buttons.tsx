import { BUYER_CHECK_RETENTION_YEARS } from '@shared/rules/retention';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profilePlaceholders, type Profile } from '@shared/domain/profile';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useProfile } from '../../../lib/session/use-auth';
import { invalidateRoutes } from '../../../lib/route-query';
import { toast } from '../../../lib/toast';
import { downloadMemberData, eraseMember, memberRoutes } from '../api/members';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** A member's data rights from the details dialog: their export, and their erasure (asked first; not the acting admin's own). */
export function MemberDataButtons({ member, onErased }: { member: Pick<Profile, 'id' | 'fullName'>; onErased: () => void }) {
  const queryClient = useQueryClient();
  const self = useProfile()?.id === member.id;
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const name = member.fullName ?? profilePlaceholders.fullName;

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadMemberData(member.id);
    } catch (error) {
      toast.error(messageOf(error, 'The data could not be exported. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const erase = async () => {
    setErasing(true);
    try {
      await eraseMember(member.id);
    } catch (error) {
      setErasing(false);
      toast.error(messageOf(error, 'The member could not be erased. Please try again: it finishes what was left.'));
      return;
    }
    toast.success(`${name} has been erased`);
    void invalidateRoutes(queryClient, memberRoutes);
    onErased();
  };

  return (
    <>
      <Button variant="secondary" busy={exporting} busyLabel="Exporting..." onClick={() => void exportData()}>
        Export data
      </Button>
      {!self && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Erase member
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Erase this member?"
          description={`${name}'s login, profile, favourites, requests, saved items and registration are deleted for good, and the CRM is told to erase them too. The audit trail keeps what happened as 'Erased member'. Their buyer checks are kept until ${BUYER_CHECK_RETENTION_YEARS} years after the relationship ends (Money Laundering Regulations 2017 reg. 40; UK GDPR Art. 17(3)(b)). Their reservations and deals, with their messages and documents, are kept as the record of the purchases; an open deal stays open, its trail noting the erasure.`}
          confirmLabel="Erase member"
          busyLabel="Erasing..."
          busy={erasing}
          onConfirm={() => void erase()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

import { memberExportFileName } from '@shared/views/member-export';
import { api } from '../../../lib/api';
import { downloadJson } from '../../../lib/download-json';

/** Downloads the member's copy of their personal data as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api('exportMyData');
  downloadJson(data, memberExportFileName(data.exportedAt));
}

/** Erases the member's own account; the password is asked for again. */
export const deleteMyAccount = async (password: string): Promise<void> => {
  await api('eraseMyAccount', { body: { password } });
};

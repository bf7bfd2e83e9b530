/** Wallet lines in plain words (issue 25): what a movement was about, from the data the server gives with
 * it (the profile, the sale's charge and platform share, the pack, the project), through i18n. */
import type { TFunction } from 'i18next';
import type { Movement } from '@talent/api/contract';

/** A ledger kind as a short human label (the wallet's "Kind" column); an unknown kind reads as words. */
export function movementKindLabel(kind: string, t: TFunction): string {
  switch (kind) {
    case 'unlock':
      return t('Unlock');
    case 'rent':
      return t('Rent');
    case 'buy':
      return t('Buy');
    case 'sale':
      return t('Sale');
    case 'grant':
      return t('Grant');
    case 'purchase':
      return t('TAT purchase');
    case 'convert_tat':
      return t('TAT to TTT');
    case 'convert_ttt':
      return t('TTT to TAT');
    case 'project_award':
      return t('Escrow');
    case 'project_release':
      return t('Project payment');
    case 'project_refund':
      return t('Escrow refund');
    case 'project_resolve':
      return t('Dispute resolution');
    default:
      return kind.replace(/_/g, ' ');
  }
}

/** The sentence of one movement, e.g. "John D. unlocked (25 TAT less 2 TAT platform share)"; the memo when
 * the line lacks what the sentence needs. */
export function movementText(m: Movement, t: TFunction): string {
  const name = m.profile_name;
  const project = m.project_title;
  switch (m.kind) {
    case 'sale': {
      if (!name || m.gross == null || m.fee == null) break;
      const values = { name, gross: m.gross, fee: m.fee };
      if (m.mode === 'rent')
        return t('{{name}} rented ({{gross}} TAT less {{fee}} TAT platform share)', values);
      if (m.mode === 'buy')
        return t('{{name}} bought ({{gross}} TAT less {{fee}} TAT platform share)', values);
      return t('{{name}} unlocked ({{gross}} TAT less {{fee}} TAT platform share)', values);
    }
    case 'unlock':
      if (name) return t('Unlocked {{name}}', { name });
      break;
    case 'rent':
      if (name) return t('Rented {{name}}', { name });
      break;
    case 'buy':
      if (name) return t('Bought {{name}}', { name });
      break;
    case 'purchase':
      if (m.pack_name) return t('Bought the {{pack}} by card', { pack: m.pack_name });
      break;
    case 'convert_tat':
      return m.currency === 'TAT' ? t('Converted to TTT') : t('Converted from TAT');
    case 'convert_ttt':
      return m.currency === 'TTT' ? t('Converted to TAT') : t('Converted from TTT');
    case 'project_award':
      if (project) return t('Held in escrow for "{{project}}"', { project });
      break;
    case 'project_release':
      if (project) return t('Paid for "{{project}}" (less the platform share)', { project });
      break;
    case 'project_refund':
      if (project) return t('Escrow of "{{project}}" refunded', { project });
      break;
    case 'project_resolve':
      if (project) return t('Dispute of "{{project}}" resolved', { project });
      break;
  }
  return m.memo;
}

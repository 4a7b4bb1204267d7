/**
 * The law and the guidance behind the material information a listing must show, cited once for the code and the
 * screens. Since 6 April 2025 the prohibition of unfair commercial practices, misleading omissions and the omission
 * of material information from an invitation to purchase among them, is in the Digital Markets, Competition and
 * Consumers Act 2024, Part 4, Chapter 1 (ss. 225–230), which replaced the Consumer Protection from Unfair Trading
 * Regulations 2008.
 */
export const MATERIAL_INFORMATION_LAW = 'Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1 (ss. 225–230)';

/**
 * National Trading Standards Estate and Letting Agency Team's guidance, reported withdrawn from May 2025: its Parts
 * A to C remain the structure the listing's material information follows.
 */
export const MATERIAL_INFORMATION_GUIDANCE =
  "'Material information in property listings (sales)' (NTSELAT, November 2023; withdrawn May 2025), whose Parts A to C the listing follows";

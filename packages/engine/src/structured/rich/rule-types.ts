/**
 * Google's rich result rules as data: one FeatureRule per search feature (features/<id>.ts), read from the
 * feature's page on Google Search Central and cited there. The evaluator (evaluate.ts) is the only code that
 * interprets them.
 */

/** What a value must look like, where Google states it. */
export type ValueKind =
  /** Non-blank text. */
  | 'text'
  /** An absolute http(s) URL (a string, or a node's url / @id). */
  | 'url'
  /** An absolute http(s) image URL (a string, an ImageObject's contentUrl / url), crawlable by Googlebot-Image. */
  | 'image'
  /** ISO 8601 date or date-time. */
  | 'date'
  /** ISO 8601 duration (PT1H30M). */
  | 'duration'
  /** ISO 4217 currency code. */
  | 'currency'
  /** A number (or a numeric string). */
  | 'number'
  /** A price: a number, or digits with a dot for decimals (no symbol, no thousands separator). */
  | 'price'
  /** A rating value within its node's worstRating (default 1) and bestRating (default 5). */
  | 'rating'
  /** An integer ≥ 1 (list positions). */
  | 'position'
  /** One of `values` (schema.org enumeration members, written bare or as IRIs). */
  | 'enum';

export interface PropertyRule {
  /**
   * The property path as Google writes it ('offers.price', 'itemListElement.position'): each step descends
   * into every value of the previous one; the rule holds when every value at the last-but-one step has it.
   */
  path: string;
  /** Google's "one of": the rule holds when any of these paths has a value (then `path` is the label). */
  anyOf?: string[];
  value?: ValueKind;
  /** For 'enum'. */
  values?: string[];
  /** At least this many values (VacationRental images). */
  min?: number;
  /** Text length bounds Google states (Dataset description: 50 to 5,000 characters). */
  minLength?: number;
  maxLength?: number;
  /** Only for nodes of this type (Review snippet: `author` for a Review, `ratingCount` for an AggregateRating). */
  onlyFor?: string;
  /** Not required of the last member of a list (BreadcrumbList's item on the current page). */
  exceptLast?: boolean;
  /**
   * Asked only of the values the earlier steps reach, when there are some: a Q&A answer's text holds for
   * each accepted or suggested answer given, while the question needs only one kind of answer.
   */
  whenPresent?: boolean;
}

/** A condition on a node: a path has a value, or has one of the given values. */
export interface NodeCondition {
  path: string;
  /** Values compared case-insensitively, schema.org IRIs read as bare names; absent: any value. */
  equals?: (string | boolean)[];
  /** The condition holds when the path is absent or has none of `equals`. */
  not?: boolean;
}

export interface FeatureRule {
  /** Kebab-case id, the rule file's name. */
  id: string;
  /** Google's name of the feature ('Recipe', 'Review snippet', 'Product snippet'). */
  feature: string;
  /** schema.org types the feature reads (their subtypes included). */
  types: string[];
  /** Subtypes that belong to another feature (LocalBusiness is an Organization, judged as a local business). */
  excludeTypes?: string[];
  /** Google's page for the feature (linked from the report). */
  docs: string;
  /** Google's page the rules were read from, and when (usually `docs`). */
  source: string;
  /**
   * Besides top-level nodes (and a page's mainEntity), nodes that are the value of these properties count
   * too (a Review in a Product's `review`; a Recipe as a carousel ListItem's `item`).
   */
  nestedUnder?: string[];
  /** With nestedUnder: the parent must be of one of these types (a review counts inside a Product, not a Person). */
  nestedParentTypes?: string[];
  /** Required properties a nested node gets from its parent (itemReviewed, for a review inside a Product). */
  impliedWhenNested?: string[];
  /** All must hold for the node to be read as this feature (Speakable: has `speakable`). */
  when?: NodeCondition[];
  required: PropertyRule[];
  recommended: PropertyRule[];
  /**
   * Shown only to some sites, whatever the markup: valid items are 'restricted', with Google's wording of
   * who gets the feature.
   */
  restrictedTo?: string;
}

/** A feature Google has retired: its markup is reported as such, never as an error or as eligible. */
export interface RetiredFeature {
  feature: string;
  types: string[];
  excludeTypes?: string[];
  when?: NodeCondition[];
  /** When Google stopped showing it (YYYY-MM). */
  retired: string;
  /** Google's announcement. */
  announcement: string;
  docs: string;
}

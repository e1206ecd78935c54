/** Every current Google rich result feature, one rule file each. */
import type { FeatureRule } from '../rule-types.js';
import article from './article.js';
import bookActions from './book-actions.js';
import breadcrumb from './breadcrumb.js';
import carousel from './carousel.js';
import courseList from './course-list.js';
import dataset from './dataset.js';
import discussionForum from './discussion-forum.js';
import educationQa from './education-qa.js';
import employerAggregateRating from './employer-aggregate-rating.js';
import event from './event.js';
import imageMetadata from './image-metadata.js';
import jobPosting from './job-posting.js';
import localBusiness from './local-business.js';
import mathSolver from './math-solver.js';
import movie from './movie.js';
import organization from './organization.js';
import productSnippet from './product-snippet.js';
import merchantListing from './merchant-listing.js';
import profilePage from './profile-page.js';
import qa from './qa.js';
import recipe from './recipe.js';
import reviewSnippet from './review-snippet.js';
import siteName from './site-name.js';
import softwareApp from './software-app.js';
import speakable from './speakable.js';
import paywalledContent from './paywalled-content.js';
import vacationRental from './vacation-rental.js';
import video from './video.js';

export const FEATURES: readonly FeatureRule[] = [
  article,
  bookActions,
  breadcrumb,
  carousel,
  courseList,
  dataset,
  discussionForum,
  educationQa,
  employerAggregateRating,
  event,
  imageMetadata,
  jobPosting,
  localBusiness,
  mathSolver,
  movie,
  organization,
  productSnippet,
  merchantListing,
  profilePage,
  qa,
  recipe,
  reviewSnippet,
  siteName,
  softwareApp,
  speakable,
  paywalledContent,
  vacationRental,
  video,
];

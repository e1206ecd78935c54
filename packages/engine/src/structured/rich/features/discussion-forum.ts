/**
 * Google's rules for the Discussion forum feature, from https://developers.google.com/search/docs/appearance/structured-data/discussion-forum (read November 2026).
 */
import type { FeatureRule } from '../rule-types.js';

export default {
  id: 'discussion-forum',
  feature: 'Discussion forum',
  types: ['DiscussionForumPosting', 'SocialMediaPosting'],
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum',
  required: [
    {
      path: 'author',
    },
    {
      path: 'author.name',
      value: 'text',
    },
    {
      path: 'datePublished',
      value: 'date',
    },
    {
      path: 'text',
      anyOf: ['text', 'image', 'video'],
    },
  ],
  recommended: [
    {
      path: 'author.url',
      value: 'url',
    },
    {
      path: 'comment',
    },
    {
      path: 'creativeWorkStatus',
    },
    {
      path: 'dateModified',
      value: 'date',
    },
    {
      path: 'headline',
      value: 'text',
    },
    {
      path: 'image',
      value: 'image',
    },
    {
      path: 'interactionStatistic',
    },
    {
      path: 'isPartOf',
    },
    {
      path: 'sharedContent',
    },
    {
      path: 'url',
      value: 'url',
    },
    {
      path: 'video',
    },
  ],
  excludeTypes: ['BlogPosting', 'LiveBlogPosting'],
} satisfies FeatureRule;

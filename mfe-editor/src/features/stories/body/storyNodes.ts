import { EMBED_PROVIDERS, type EmbedProvider } from '@newsroom/shared/document';
import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { FactBoxView } from './FactBoxView.tsx';
import { displaySource, imageCaption } from './imageDisplay.ts';
import { ImageView } from './ImageView.tsx';
import { PullQuoteView } from './PullQuoteView.tsx';
import { contentExpression, nodeAttributes } from './schemaAttributes.ts';

// The story nodes Tiptap has no extension for, each with exactly the schema's attributes and
// content. Their HTML is the editor's own (data- attributes): only that is parsed back, so a paste
// from elsewhere never turns into one of them by accident.

export const StoryImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => nodeAttributes('image'),
  parseHTML: () => [{ tag: 'figure[data-story-image]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'figure',
    mergeAttributes(HTMLAttributes, { 'data-story-image': '' }),
    ['img', { src: displaySource(node.attrs.src), alt: String(node.attrs.alt ?? '') }],
    ['figcaption', {}, imageCaption(node.attrs)],
  ],
  addNodeView: () => ReactNodeViewRenderer(ImageView),
});

/** An embed shows as its facade in the editor too: the provider and the URL, never the provider's frame. */
export const StoryEmbed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => nodeAttributes('embed'),
  parseHTML: () => [{ tag: 'div[data-story-embed]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-story-embed': '', class: 'story-embed' }),
    ['strong', {}, `${EMBED_PROVIDERS[node.attrs.provider as EmbedProvider]?.label ?? 'Unknown'} embed`],
    ['span', {}, String(node.attrs.url ?? '')],
  ],
});

export const StoryRelatedStory = Node.create({
  name: 'relatedStory',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => nodeAttributes('relatedStory'),
  parseHTML: () => [{ tag: 'div[data-story-related]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    mergeAttributes(HTMLAttributes, { 'data-story-related': '', class: 'story-related' }),
    `Related story: /story/${String(node.attrs.storyId ?? '')}`,
  ],
});

export const StoryPullQuote = Node.create({
  name: 'pullQuote',
  group: 'block',
  content: contentExpression('pullQuote'),
  defining: true,
  addAttributes: () => nodeAttributes('pullQuote'),
  parseHTML: () => [{ tag: 'blockquote[data-pull-quote]', priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ['blockquote', mergeAttributes(HTMLAttributes, { 'data-pull-quote': '' }), 0],
  addNodeView: () => ReactNodeViewRenderer(PullQuoteView),
});

export const StoryFactBox = Node.create({
  name: 'factBox',
  group: 'block',
  content: contentExpression('factBox'),
  defining: true,
  addAttributes: () => nodeAttributes('factBox'),
  parseHTML: () => [{ tag: 'aside[data-fact-box]' }],
  renderHTML: ({ HTMLAttributes }) => ['aside', mergeAttributes(HTMLAttributes, { 'data-fact-box': '' }), 0],
  addNodeView: () => ReactNodeViewRenderer(FactBoxView),
});

import type { ContentByIdQuery, ContentDetail, ContentItem, ContentListQuery, Param } from '../content.ts';
import { getEndpoint } from '../endpoint.ts';
import { INDEX_API } from './prefixes.ts';

/** The index group's articles and public parameters, open to visitors. `:lang` is 1, 2 or a language code. */
export const contentEndpoints = {
  listContents: getEndpoint<ContentItem[], ContentListQuery>(`${INDEX_API}/listContents/:lang`),
  getContentsById: getEndpoint<ContentDetail, ContentByIdQuery>(`${INDEX_API}/getContentsById/:id`),
  getContentsBySlug: getEndpoint<ContentDetail>(`${INDEX_API}/getContentsBySlug/:lang/:slug`),
  getParamByKey: getEndpoint<Param>(`${INDEX_API}/getParamByKey/:key`),
};

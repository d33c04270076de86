// Unpublished versions an editor is working on: the content service answers them only to its preview
// request (GET /v2/articles/slug/{slug}?preview=true), never in a list, a search or a plain read.
import { addArticle } from './articles';
import { text } from './model';

export function buildDrafts(): void {
  // A story not yet published.
  addArticle({
    draft: true,
    slug: 'paddock-pavilion-opening-date',
    title: 'The Paddock Pavilion opens its doors for Royal Kingsmere',
    summary: 'Our new home for owners, trainers and members will welcome its first racegoers on day one.',
    image: 'hero-pavilion-project',
    display: 'news-venue',
    categories: ['news'],
    singlePage: false,
    publish: '@now+2d',
    author: 'Kingsmere Park Press Office',
    readTime: 2,
    file: 'drafts',
    content: [
      text(
        '<p>Two years after the first turf was cut beside the Parade Ring, the Paddock Pavilion will open on the first day of Royal Kingsmere. Its three floors give owners, trainers and members a view of the horses from the moment they leave the stables to the moment they return to the Winners’ Enclosure.</p><h2>What is inside</h2><p>The ground floor holds a new owners’ and trainers’ bar; the first floor, a members’ terrace with its own Champagne bar; and the top floor, a private dining room for forty that can be booked for the whole week. Every floor has step-free access from the Paddock.</p><p>Members can book the terrace from the members’ area from next month.</p>',
      ),
    ],
  });
  // The edited version of a published story: a new title and going, the same address and id.
  addArticle({
    draft: true,
    slug: 'going-report-good-to-firm',
    title: 'Going report: good, good to firm in places after overnight rain',
    summary:
      'Eight millimetres of rain fell overnight, and no more watering is planned before the next raceday.',
    image: 'hero-going-watering',
    display: 'news-racing',
    categories: ['news'],
    singlePage: false,
    publish: '@now-3d',
    modified: '@now',
    author: 'Kingsmere Park Press Office',
    readTime: 1,
    file: 'drafts',
    content: [
      text(
        '<p>Eight millimetres of rain fell on the course overnight, more than the forecast promised, and Edward Lisle, Clerk of the Course, has called off the watering planned for the eve of racing. The straight mile is now good, good to firm in places; the round course is good.</p><p>The going will be updated at 06:00 and 10:00 on raceday as usual.</p>',
      ),
    ],
  });
}

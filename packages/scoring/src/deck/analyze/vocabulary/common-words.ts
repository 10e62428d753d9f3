/**
 * Words that start sentences or title slides but are never a company or a person's name.
 * Used to reject name candidates; kept to general English and pitch-deck vocabulary.
 */
const WORDS = `
a about above across after again against all almost also although always am among an and another any anyone
are around as at back based be because been before being below best better between beyond big both but by
can could current currently daily day days did do does done down during each early easy either else end enough
even ever every everyone everything fast few first for from full further get gets given go going good great
had has have having he her here high his how however i if in including inside into is it its just key large
last late later least less like little long low made main make makes making many may me more most much must
my near need needs new next no non not now of off often old on once one only open or other our ours out over
own part per plus real really right same see seen she should since small so some still such than that the
their them then there these they this those through to today together too top under until up upon us use used
using very via vs was way we well were what when where which while who why will with within without would yet
you your
problem problems solution solutions market markets opportunity product products team teams traction business
model models competition competitors competitive advantage advantages vision mission overview summary
introduction contact contacts thank thanks appendix agenda financials financial projections projection
revenue revenues growth customers customer users user pricing price strategy roadmap milestones milestone
funding fund funds use ask investment investments investor investors round raise raising capital valuation
why how what who we our company companies startup startups technology tech platform platforms service services
solution value proposition go-to-market gtm sales marketing channel channels partners partnership partnerships
management advisors advisor board founders founder co-founder cofounder ceo cto coo cfo cpo cro cmo vp
president director head lead senior chief officer engineer engineering manager executive chairman
operations product development research design data analytics insights key metrics kpi kpis dashboard
total addressable serviceable obtainable tam sam som size cagr year years month months week weeks quarter
today tomorrow future now current existing previous next confidential proprietary draft copyright all rights
reserved inc ltd llc limited corp corporation pvt private gmbh ag sa plc co group holdings labs lab
january february march april may june july august september october november december
monday tuesday wednesday thursday friday saturday sunday
q1 q2 q3 q4 fy ytd mom yoy arr mrr gmv ltv cac roi ebitda ebit p&l b2b b2c b2b2c saas paas api apis sdk ai ml iot
usd eur gbp inr us uk eu usa
ii iii iv vi vii viii ix xi xii
slide page deck pitch presentation investor investors demo beta alpha launch launched live version
world global local national international regional online offline mobile web app apps digital cloud
free premium pro plus basic standard enterprise personal professional smart simple better faster cheaper
innovation innovative disruptive leading leader leaders unique first only best largest biggest fastest
source sources note notes example examples case study studies testimonial testimonials
background details detail highlights highlight features feature benefits benefit impact results result
structure shareholding balance sheet statement exit exits successful strategic strategy angels angel
sustainable multifunctional generative intelligent automated integrated advanced modern efficient effective
affordable accessible scalable secure reliable flexible powerful complete comprehensive custom customised
customized automatic instant seamless transparent trusted sector sectors segment segments industry industries
regulatory regulation regulations compliance legal policy policies risk risks challenge challenges
opportunity opportunities trend trends insight questions question answer answers reason reasons
people person human humans life living home homes health care system systems network networks process
processes approach approaches framework frameworks experience experiences partner capital ventures
physics science sciences engineering glass degree degrees university school schools college institute
onto into unto upon toward towards across against along amongst beside besides despite except inside
outside through throughout underneath unlike versus vs whereas whether
environment protection welcome past present seed series stage stages phase phases
`;

export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Large companies that decks name as competitors, partners or customers far more often than as themselves. */
export const WELL_KNOWN_OTHERS: ReadonlySet<string> = new Set(
  `google facebook meta amazon apple microsoft linkedin twitter youtube instagram whatsapp tiktok netflix uber
  airbnb salesforce oracle sap ibm intel nvidia openai paypal stripe visa mastercard shopify slack zoom
  gmail outlook yahoo hotmail github gitlab wikipedia crunchbase statista gartner mckinsey forbes techcrunch
  bloomberg reuters deloitte pwc kpmg accenture ey`
    .split(/\s+/)
    .filter(Boolean),
);

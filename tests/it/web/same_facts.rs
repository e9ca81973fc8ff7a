//! One presentation of a variant (issue 30): the web page, the printed sheet and
//! `ruling generate` state the same facts of the table, the same options, answers and
//! law references in the same notation, for every template in every language. A claim
//! question states the tricks each side has won everywhere: without them "how many
//! tricks in all" has no answer on paper.

use ruling::exam::content::Drawn;
use ruling::i18n::Lang;
use ruling::interface::CaseIn;
use ruling::present::facts;
use ruling::present::facts::results_table as drawn_table;
use ruling::present::render::render;
use ruling::store::Role;
use ruling::web::quiz::Quiz;
use ruling::web::quiz::view::{key_view, question_view};

use crate::support::web::{TestApp, html_unescape, sqlite, variant_code};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_the_sheet_and_the_command_line_state_the_same_facts() {
    let quiz = Quiz::bundled().unwrap();
    let app = TestApp::new(sqlite()).await;
    let student = app.user("facts@x", Role::Student).await;
    let mut client = app.login(&student).await;
    let mut claims = 0;
    for lang in Lang::ALL {
        let r = client
            .post("/language", &[("lang", lang.code()), ("back", "/practice")])
            .await;
        assert!(r.status.is_redirection(), "{}", r.body);
        for template in quiz.templates(lang) {
            let page = client.get(&format!("/practice/{}", template.id)).await;
            let html = html_unescape(&page.body);
            let variant = quiz.rebuild(&variant_code(&page.body)).unwrap();
            let want = facts(&variant, lang);
            // The whole question half: the page's and the sheet's are one value.
            let drawn = Drawn::from((*variant).clone());
            let side = drawn.question(1, lang).side;
            assert_eq!(
                side,
                question_view(&variant, lang),
                "the question of {}",
                variant.code
            );
            let sheet = side.facts.clone();
            let shown = render(&variant, lang);
            // `ruling generate --json` prints the very halves the page and sheet show.
            assert_eq!(
                shown.view.question, side,
                "generate --json of {}",
                variant.code
            );
            assert_eq!(shown.view.key, key_view(&variant, lang), "{}", variant.code);
            let text = shown.to_text();
            let at = format!("{} in {}", variant.code, lang.code());
            assert_eq!(sheet, want, "the sheet of {at}");
            for fact in &want {
                assert!(
                    html.contains(&format!("<dt>{}</dt><dd>{}</dd>", fact.label, fact.value)),
                    "the page of {at} lacks {fact:?}"
                );
                assert!(
                    text.contains(&format!("{}: {}", fact.label, fact.value)),
                    "`ruling generate` of {at} lacks {fact:?}:\n{text}"
                );
            }
            // The results a question lists: the same table on the page and the sheet.
            let table = drawn_table(&variant, lang);
            assert_eq!(side.results, table, "the results of {at}");
            for cell in table
                .iter()
                .flat_map(|t| t.columns.iter().chain(t.rows.iter().flatten()))
            {
                assert!(
                    html.contains(&format!(">{cell}<")),
                    "the page of {at} lacks {cell}"
                );
            }
            // Answers and law references: the page's, the sheet's, the CLI's.
            let (web_key, paper_key) = (key_view(&variant, lang), drawn.key(1, lang));
            assert_eq!(paper_key.key.laws, web_key.laws, "the laws of {at}");
            for law in &web_key.laws {
                assert!(
                    text.contains(law.as_str()),
                    "`ruling generate` of {at}: {law}"
                );
            }
            if variant.parts.is_empty() {
                assert_eq!(paper_key.key, web_key, "the key of {at}");
                assert!(text.contains(&format!(": {} (", web_key.answer)), "{at}");
            } else {
                assert_eq!(paper_key.key, web_key, "the whole ruling of {at}");
            }
            if let CaseIn::Claim(claim) = &variant.case {
                claims += 1;
                let won = want.last().expect("a claim's facts");
                let counts = [claim.tricks_won.declarer, claim.tricks_won.defence];
                assert!(
                    counts.iter().all(|n| won.value.contains(&n.to_string())),
                    "{at}: the tricks won, {counts:?}, in {won:?}"
                );
            }
        }
    }
    assert!(
        claims >= 40,
        "every claim template in every language: {claims}"
    );
}

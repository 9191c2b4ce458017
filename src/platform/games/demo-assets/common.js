// Shared by the demo games: the launch ticket, the round call with retries under the same round
// id (a retry never pays twice), and the round report to the portal origin that launched the game.
// Amounts are integer minor units; the page shows only the API's `text` for them (the platform's
// one money formatter with the merchant's currency), never a figure of its own.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var ticket = params.get('ticket') || '';
  // The portal that launched the game (from the state call): the only window told about rounds.
  var portalOrigin = '';

  function newRoundId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return 'r' + Date.now().toString(36) + Math.random().toString(36).slice(2, 12);
  }

  function api(path, body) {
    var init = body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {};
    return fetch('/demo-games/api/' + path, init).then(function (res) {
      return res.json().then(function (envelope) {
        if (!envelope.success) {
          var error = new Error(envelope.message || 'Error');
          error.code = envelope.errorCode;
          error.value = envelope.value;
          error.status = res.status;
          throw error;
        }
        return envelope.value;
      });
    });
  }

  // Network failures retry the same round id; the server replays a finished round.
  function playRound(body, attempt) {
    attempt = attempt || 0;
    return api('round', body).catch(function (error) {
      if (error.code === undefined && attempt < 3) {
        return new Promise(function (resolve) { setTimeout(resolve, 300 * (attempt + 1)); }).then(function () { return playRound(body, attempt + 1); });
      }
      if (error.code) error.told = reportRefusal(error);
      throw error;
    });
  }

  // Named target origin, never '*': a page that framed the game on another origin hears nothing.
  function report(round, balance) {
    if (window.parent === window || !portalOrigin) return;
    window.parent.postMessage({
      type: 'demo-game:round', roundId: round.roundId, bet: round.bet, win: round.win,
      net: round.win - round.bet, balance: balance, demo: round.demo,
    }, portalOrigin);
  }

  // A refused round (a limit reached, ...): the portal says it in the member's language.
  function reportRefusal(error) {
    if (window.parent === window || !portalOrigin) return false;
    window.parent.postMessage({ type: 'demo-game:refused', errorCode: error.code, value: error.value || null }, portalOrigin);
    return true;
  }

  // Each bet's value is its minor units; its label is the formatted amount.
  function fillBets(select, bets, texts) {
    bets.forEach(function (bet, i) {
      var option = document.createElement('option');
      option.value = String(bet);
      option.textContent = texts[i];
      select.appendChild(option);
    });
  }

  // A failure shown in the page's result line, unless the portal already says it in the member's
  // language: the platform's message is English.
  function showError(resultEl) {
    return function (error) {
      resultEl.textContent = error.told ? '' : error.message;
      resultEl.className = 'result error';
    };
  }

  // The page's first state: the game's name, the balance and the bet choices.
  function loadState(els) {
    return api('state?ticket=' + encodeURIComponent(ticket)).then(function (state) {
      portalOrigin = state.portalOrigin || '';
      els.title.textContent = state.gameName;
      els.balance.textContent = state.text.balance;
      fillBets(els.bet, state.bets, state.text.bets);
      return state;
    });
  }

  window.DemoGame = {
    ticket: ticket, newRoundId: newRoundId, api: api, playRound: playRound, report: report,
    fillBets: fillBets, showError: showError, loadState: loadState,
  };
})();
